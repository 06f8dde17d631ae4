import type { Locator, Page } from "@playwright/test";
import { PRICING_MODELS } from "../packages/shared/src/catalog.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Layout that must hold in every language on every machine: the self-hosted fonts (fetched only
 * for the scripts on screen), long translations and tool names that fit their boxes, and a cookie
 * banner that stays small and off the controls a visitor needs.
 */

type Lang = "en" | "ar" | "hi";
const PHONE = { width: 390, height: 844 };

async function prepare(page: Page, lang: Lang, { consent = true } = {}) {
  await page.addInitScript(
    ({ lang, consent }) => {
      localStorage.setItem("language", lang);
      if (consent) localStorage.setItem("cookie-consent", "accepted");
      else localStorage.removeItem("cookie-consent");
    },
    { lang, consent },
  );
}

/** Loads `path` and waits until its text is laid out in its final fonts. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
}

test.describe("self-hosted fonts", () => {
  const FONT_FILES = {
    arabic: /noto-sans-arabic-[^/]*\.woff2$/,
    devanagari: /noto-sans-devanagari-[^/]*\.woff2$/,
  };

  /** The font files the page fetched, each of which must have been served. */
  function watchFonts(page: Page): string[] {
    const fonts: string[] = [];
    page.on("response", (response) => {
      if (!response.url().endsWith(".woff2")) return;
      fonts.push(response.url());
      expect(response.status(), response.url()).toBe(200);
    });
    return fonts;
  }

  for (const path of ["/", "/marketplace"]) {
    test(`an English page (${path}) downloads no Arabic or Devanagari font`, async ({ page }) => {
      await prepare(page, "en");
      const fonts = watchFonts(page);
      await open(page, path);
      expect(fonts.some((url) => /noto-sans-latin-/.test(url))).toBe(true);
      expect(fonts.filter((url) => FONT_FILES.arabic.test(url))).toEqual([]);
      expect(fonts.filter((url) => FONT_FILES.devanagari.test(url))).toEqual([]);
    });
  }

  test("a price in rupees loads the rupee's own small file, not the whole latin-ext one", async ({
    page,
  }) => {
    const list = await page.request.get("/api/tools?pageSize=100");
    const items = (await list.json()).items as {
      id: string;
      pricePlans: { currency: string }[];
    }[];
    const inRupees = items.find((tool) => tool.pricePlans.some((plan) => plan.currency === "INR"));
    expect(inRupees, "a demo tool priced in rupees").toBeDefined();
    await prepare(page, "en");
    const fonts = watchFonts(page);
    await open(page, `/tool/${inRupees?.id}`);
    await expect(page.getByText("₹").first()).toBeVisible();
    expect(
      fonts.filter((url) => /noto-sans-rupee-wght-normal-[^/]*\.woff2$/.test(url)),
    ).toHaveLength(1);
    expect(fonts.filter((url) => /noto-sans-latin-ext-/.test(url))).toEqual([]);
    const drawn = await page.evaluate(() => document.fonts.check('16px "Noto Sans Variable"', "₹"));
    expect(drawn).toBe(true);
  });

  for (const { lang, file, other, family, sample } of [
    {
      lang: "hi",
      file: FONT_FILES.devanagari,
      other: [FONT_FILES.arabic],
      family: "Noto Sans Devanagari Variable",
      sample: "हिन्दी",
    },
    {
      lang: "ar",
      // The Arabic block's own small file; the whole Arabic file only for rarer characters.
      file: /noto-sans-arabic-core-[^/]*\.woff2$/,
      other: [FONT_FILES.devanagari, /noto-sans-arabic-arabic-[^/]*\.woff2$/],
      family: "Noto Sans Arabic Variable",
      sample: "العربية",
    },
  ] as const) {
    test(`a ${lang} page loads its script's font and only that one`, async ({ page }) => {
      await prepare(page, lang);
      const fonts = watchFonts(page);
      await open(page, "/marketplace");
      expect(fonts.filter((url) => file.test(url))).toHaveLength(1);
      expect(fonts.filter((url) => other.some((unused) => unused.test(url)))).toEqual([]);
      const loaded = await page.evaluate(
        ({ family, sample }) => document.fonts.check(`16px "${family}"`, sample),
        { family, sample },
      );
      expect(loaded, `${family} is loaded`).toBe(true);
      // The CSP lets the fonts in (a refused font would also log a console error).
      const response = await page.request.get("/marketplace");
      expect(response.headers()["content-security-policy"]).toMatch(/font-src 'self'/);
    });
  }
});

/** Why each box's text does not fit whole, if it does not; the title must then hold it all. */
async function clippedTexts(boxes: Locator) {
  return boxes.evaluateAll((elements) =>
    elements.flatMap((box) => {
      const text = box.querySelector("span") ?? box;
      const fullText = text.textContent?.trim() ?? "";
      const boxOverflows = box.scrollWidth > box.clientWidth;
      const textCut = text.scrollWidth > text.clientWidth;
      const rect = box.getBoundingClientRect();
      const outside = rect.left < 0 || rect.right > window.innerWidth;
      if (boxOverflows || outside) return [`"${fullText}" overflows its box`];
      if (textCut && box.getAttribute("title") !== fullText) {
        return [`"${fullText}" is cut and its title is "${box.getAttribute("title")}"`];
      }
      return [];
    }),
  );
}

test.describe("long Hindi filter values on a phone", () => {
  for (const pricingModel of [undefined, ...PRICING_MODELS]) {
    test(`every filter fits its box (pricing model: ${pricingModel ?? "all"})`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await prepare(page, "hi");
      const query = pricingModel ? `?pricingModel=${encodeURIComponent(pricingModel)}` : "";
      await open(page, `/marketplace${query}`);
      // On a phone the sort sits beside the Filters button, the other selects in its sheet.
      const sort = page.getByRole("search").getByRole("combobox");
      await expect(sort).toHaveCount(1);
      expect(await clippedTexts(sort)).toEqual([]);
      await page.getByTestId("open-filters").click();
      const triggers = page.getByRole("dialog").getByRole("combobox");
      // Category, industry, pricing, rating; hosting, compliance, Arabic dialect.
      await expect(triggers).toHaveCount(7);
      expect(await clippedTexts(triggers)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
    });
  }
});

test.describe("tool names in the marketplace cards", () => {
  for (const lang of ["en", "ar"] as const) {
    test(`every card shows its tool's whole name at 1280 px (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await prepare(page, lang);
      const response = await page.request.get("/api/tools");
      const { total, pageSize } = (await response.json()) as { total: number; pageSize: number };
      const names = [];
      for (let index = 1; index <= Math.ceil(total / pageSize); index += 1) {
        await open(page, `/marketplace?page=${index}`);
        const headings = page.getByRole("article").getByRole("heading", { level: 2 });
        await expect(headings.first()).toBeVisible();
        const cut = await headings.evaluateAll((elements) =>
          elements.flatMap((heading) => {
            const style = getComputedStyle(heading);
            const clipped =
              heading.scrollWidth > heading.clientWidth ||
              heading.scrollHeight > heading.clientHeight ||
              (style.textOverflow !== "clip" && style.whiteSpace === "nowrap") ||
              style.webkitLineClamp !== "none";
            return clipped ? [heading.textContent] : [];
          }),
        );
        expect(cut, "names cut short").toEqual([]);
        names.push(...(await headings.allTextContents()));
      }
      expect(names).toContain("LeadLantern Sales Chatbot");
      expect(names).toContain("Bayan Arabic Copywriter");
    });
  }
});

test.describe("cookie banner", () => {
  /** Names the topic, not a bare "Learn More" (Lighthouse: descriptive link text). */
  const LINK = {
    en: "Learn more about cookies",
    ar: "المزيد عن ملفات تعريف الارتباط",
    hi: "कुकी के बारे में जानें",
  };
  const BANNER = { en: "Cookie consent", ar: "الموافقة على ملفات تعريف الارتباط", hi: "कुकी सहमति" };

  for (const lang of ["en", "ar", "hi"] as const) {
    test(`its link says where it goes (${lang})`, async ({ page }) => {
      await prepare(page, lang, { consent: false });
      await open(page, "/");
      const link = page.getByRole("region", { name: BANNER[lang] }).getByRole("link");
      await expect(link).toHaveText(LINK[lang]);
      await expect(link).toHaveAccessibleName(LINK[lang]);
      // Links stay in the page's language: /privacy, /ar/privacy, /hi/privacy.
      await expect(link).toHaveAttribute("href", lang === "en" ? "/privacy" : `/${lang}/privacy`);
    });

    test(`on a phone it and the action bar cover at most 15% of the screen (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await prepare(page, lang, { consent: false });
      await open(page, "/");
      await expect(page.getByRole("region", { name: BANNER[lang] })).toBeVisible();
      const covered = await page.evaluate(() => {
        // Every fixed element drawn at the bottom of the screen except the round WhatsApp button.
        const fixed = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) => {
          const style = getComputedStyle(element);
          const rect = element.getBoundingClientRect();
          return (
            style.position === "fixed" &&
            rect.height > 0 &&
            rect.bottom >= window.innerHeight - 1 - 200 &&
            rect.width > window.innerWidth / 2
          );
        });
        const top = Math.min(...fixed.map((element) => element.getBoundingClientRect().top));
        return { count: fixed.length, share: (window.innerHeight - top) / window.innerHeight };
      });
      expect(covered.count, "the banner and the action bar").toBe(2);
      expect(covered.share).toBeLessThanOrEqual(0.15);
    });
  }

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const size = `${viewport.width}x${viewport.height}`;

    test(`it never hides the sign-up button (${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await prepare(page, "en", { consent: false });
      await open(page, "/auth?tab=signup");
      const banner = page.getByRole("region", { name: "Cookie consent" });
      const submit = page.getByRole("button", { name: "Create Account" });
      await expect(banner).toBeVisible();
      // On a desktop the whole form fits beside the banner on the first screen.
      if (viewport.width >= 1024) await expectClear(submit, banner);
      // Scrolled only as far as needed to show it at the bottom of the screen, it is clear.
      await submit.evaluate((element) => element.scrollIntoView({ block: "end" }));
      await expectClear(submit, banner);
    });

    test(`the page's last link scrolls clear of it (${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await prepare(page, "en", { consent: false });
      await open(page, "/");
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = page.getByRole("contentinfo").getByRole("link").last();
      await expectClear(last, banner);
    });
  }
});

/** `target` is on screen and no part of it is under `cover`. */
async function expectClear(target: Locator, cover: Locator) {
  const [box, covered] = await Promise.all([target.boundingBox(), cover.boundingBox()]);
  if (!box || !covered) throw new Error("both must be on the page");
  const viewport = target.page().viewportSize();
  expect(box.y + box.height, "on screen").toBeLessThanOrEqual(viewport?.height ?? 0);
  const overlaps =
    box.x < covered.x + covered.width &&
    covered.x < box.x + box.width &&
    box.y < covered.y + covered.height &&
    covered.y < box.y + box.height;
  expect(overlaps, `${JSON.stringify(box)} is under ${JSON.stringify(covered)}`).toBe(false);
}
