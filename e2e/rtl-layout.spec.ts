import type { Locator, Page } from "@playwright/test";
import { SITE_DEFAULTS } from "../packages/shared/src/site.ts";
import { expect, newAccount, test } from "./fixtures";
import { confirmEmail } from "./mailbox.ts";

/**
 * Right-to-left and phone layout: the floating WhatsApp button covers no text, phone numbers
 * and prices read left to right on Arabic pages, vendor text aligns by its own script, and on
 * phones a tool's price and calls to action come right after its header.
 */

async function openIn(page: Page, language: "en" | "ar", path: string) {
  await page.addInitScript((lang) => {
    localStorage.setItem("language", lang);
    localStorage.setItem("cookie-consent", "accepted");
  }, language);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

/** The first catalogue card's tool page, as the card links to it. */
async function firstToolPath(page: Page): Promise<string> {
  const href = await page.locator("main article a[href*='/tool/']").first().getAttribute("href");
  if (!href) throw new Error("the first card has no tool link");
  return href;
}

/** The floating button (not the footer's or a page's WhatsApp link): it lives in the quick-actions landmark. */
function floatingWhatsApp(page: Page): Locator {
  return page.locator("aside a[href^='https://wa.me/']");
}

/**
 * Text on the page whose glyph boxes the floating button overlaps. Text hidden behind the phone
 * action bar does not count (the bar covers it anyway), nor do screen-reader-only labels.
 */
async function textUnderButton(page: Page): Promise<string[]> {
  return floatingWhatsApp(page).evaluate((button) => {
    const b = button.getBoundingClientRect();
    const quickActions = button.closest("aside");
    const bar = quickActions?.querySelector("div")?.getBoundingClientRect();
    const visibleBottom = bar && bar.height > 0 ? bar.top : window.innerHeight;
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? "";
      if (!text || !parent || parent.closest(".sr-only") || quickActions?.contains(parent))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const bottom = Math.min(r.bottom, visibleBottom);
        if (r.width < 1 || bottom <= r.top) continue;
        if (r.left < b.right && r.right > b.left && r.top < b.bottom && bottom > b.top) {
          hits.push(text.slice(0, 60));
        }
      }
    }
    return hits;
  });
}

async function expectNothingCovered(page: Page) {
  await expect(floatingWhatsApp(page)).toBeVisible();
  expect(await textUnderButton(page), "text under the WhatsApp button at the top").toEqual([]);
  // Scrolled to the end as a reader does, again while the page grows: cards drawn on the way
  // down take their own height in place of the one held for them (content-visibility).
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return (
          Math.ceil(window.scrollY + window.innerHeight) >=
          document.documentElement.scrollHeight - 1
        );
      }),
    )
    .toBe(true);
  expect(await textUnderButton(page), "text under the WhatsApp button at the end").toEqual([]);
}

const VIEWPORTS = [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: { width: 390, height: 844 } },
] as const;

for (const { name, size } of VIEWPORTS) {
  test.describe(`WhatsApp button on a ${name}`, () => {
    test.use({ viewport: size });

    for (const language of ["en", "ar"] as const) {
      test(`covers no text on the marketplace and a tool page (${language})`, async ({ page }) => {
        await openIn(page, language, "/marketplace");
        await expect(page.locator("main article").first()).toBeVisible();
        const toolPath = await firstToolPath(page);
        await expectNothingCovered(page);

        await page.goto(toolPath);
        await expect(page.getByRole("tablist")).toBeVisible();
        await expectNothingCovered(page);
      });
    }
  });
}

/** The element's text is isolated, laid out left to right, and its first glyph is drawn leftmost. */
async function expectLeftToRight(element: Locator, text: string) {
  await expect(element).toHaveText(text);
  const layout = await element.evaluate((el) => {
    const style = getComputedStyle(el);
    const node = el.firstChild;
    if (!node || node.nodeType !== Node.TEXT_NODE) return null;
    const glyphLeft = (index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect().left;
    };
    const length = node.textContent?.length ?? 0;
    return {
      direction: style.direction,
      unicodeBidi: style.unicodeBidi,
      firstLeft: glyphLeft(0),
      lastLeft: glyphLeft(length - 1),
    };
  });
  expect(layout).not.toBeNull();
  expect(layout?.direction).toBe("ltr");
  expect(["isolate", "plaintext"]).toContain(layout?.unicodeBidi);
  expect(layout?.firstLeft).toBeLessThan(layout?.lastLeft ?? 0);
}

test.describe("Arabic: contact details and prices", () => {
  const phone = SITE_DEFAULTS.phone;

  test("phone numbers and e-mail read left to right in the call buttons, footer and prices", async ({
    page,
  }) => {
    await openIn(page, "ar", "/");
    // One shared isolating element (<bdi dir="ltr">) carries every phone number and address.
    await expectLeftToRight(page.locator("main a[href^='tel:'] bdi[dir=ltr]"), phone);
    const footer = page.getByRole("contentinfo");
    await expectLeftToRight(footer.locator("a[href^='tel:'] bdi[dir=ltr]"), phone);
    await expectLeftToRight(
      footer.locator("a[href^='mailto:'] bdi[dir=ltr]"),
      SITE_DEFAULTS.supportEmail,
    );

    await page.goto("/consultation");
    await expectLeftToRight(page.locator("main a[href^='tel:'] bdi[dir=ltr]"), phone);

    await page.goto("/marketplace");
    const card = page.locator("main article").first();
    await expect(card).toBeVisible();
    // The price is an Arabic sentence now ("من ... شهريًا"); its amount, as Intl writes it in
    // Arabic, is isolated from the words around it so nothing reorders.
    const price = card.getByTestId("tool-price").locator("bdi").first();
    await expect(price).toContainText(/\d/);
    await expect(price).toHaveCSS("unicode-bidi", "isolate");
  });
});

/**
 * English vendor text on the tool page (its description is in Arabic on an Arabic page where the
 * listing has one, so a detail the vendor wrote in English: support level, implementation time):
 * laid out left to right and flush with its left edge.
 */
test.describe("Arabic: vendor text", () => {
  test("English sits flush left, and each paragraph of a mixed review aligns by its own script", async ({
    page,
  }) => {
    const account = newAccount("bidi");
    await openIn(page, "ar", "/marketplace");
    const toolPath = await firstToolPath(page);
    const toolId = toolPath.split("/").pop() ?? "";
    const english = "Works well for our invoices.";
    const arabic = "يعمل جيدًا مع فواتيرنا.";
    const json = { "content-type": "application/json" };
    const signedUp = await page.evaluate(
      async ({ account, json }) => {
        const signUp = await fetch("/api/auth/sign-up/email", {
          method: "POST",
          headers: json,
          body: JSON.stringify(account),
        });
        return signUp.status;
      },
      { account, json },
    );
    expect(signedUp).toBe(200);
    await confirmEmail(page.request, account.email);
    const saved = await page.evaluate(
      async ({ toolId, review, json }) => {
        const rating = await fetch(`/api/tools/${toolId}/ratings/mine`, {
          method: "PUT",
          headers: json,
          body: JSON.stringify({ rating: 4, review }),
        });
        return rating.status;
      },
      { toolId, review: `${english}\n${arabic}`, json },
    );
    expect(saved).toBeLessThan(300);

    await page.goto(toolPath);
    // The vendor's facts are values worded in the page's language (ADR 35), not English sentences.
    await expect(page.getByRole("tabpanel").locator("dd").first()).toContainText(/[\u0600-\u06FF]/);
    await page.getByRole("tablist").getByRole("tab").nth(2).click();
    const body = page.getByRole("tabpanel").locator("p", { hasText: english });
    await expect(body).toBeVisible();
    const lines = await body.evaluate(
      (el, texts) => {
        const node = el.firstChild;
        const box = el.getBoundingClientRect();
        const lineBox = (text: string) => {
          const start = node?.textContent?.indexOf(text) ?? -1;
          const range = document.createRange();
          if (node) range.setStart(node, start);
          if (node) range.setEnd(node, start + text.length);
          const r = range.getBoundingClientRect();
          return { left: r.left - box.left, right: box.right - r.right };
        };
        return { english: lineBox(texts.english), arabic: lineBox(texts.arabic) };
      },
      { english, arabic },
    );
    // Flush with its own start edge, far from the other.
    expect(lines.english.left).toBeLessThan(1);
    expect(lines.english.right).toBeGreaterThan(20);
    expect(lines.arabic.right).toBeLessThan(1);
    expect(lines.arabic.left).toBeGreaterThan(20);
  });
});

test("the tool page's side card follows the header on a phone and sits beside the tabs on a desktop", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS[1].size);
  await openIn(page, "en", "/marketplace");
  await page.goto(await firstToolPath(page));
  const tabs = page.getByRole("tablist");
  await expect(tabs).toBeVisible();
  const card = page.getByRole("complementary", { name: "Pricing and actions" });
  // Moved by the grid, never rendered twice.
  await expect(card).toHaveCount(1);
  await expect(page.getByRole("link", { name: /Visit Website/ })).toHaveCount(1);

  // Phone: straight after the header, above the tabs.
  const header = await page.locator("main header").first().boundingBox();
  let cardBox = await card.boundingBox();
  let tabsBox = await tabs.boundingBox();
  if (!header || !cardBox || !tabsBox) throw new Error("no layout boxes");
  expect(header.y + header.height).toBeLessThanOrEqual(cardBox.y);
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(tabsBox.y);

  // Desktop: beside the tabs, at the inline end (the right in English).
  await page.setViewportSize(VIEWPORTS[0].size);
  await expect(async () => {
    cardBox = await card.boundingBox();
    tabsBox = await tabs.boundingBox();
    if (!cardBox || !tabsBox) throw new Error("no layout boxes");
    expect(cardBox.x).toBeGreaterThanOrEqual(tabsBox.x + tabsBox.width);
    expect(cardBox.y).toBeLessThan(tabsBox.y + tabsBox.height);
  }).toPass();
});
