import type { Locator, Page } from "@playwright/test";
import { ar } from "./arabic-texts.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Parts made of texts and links only (the footer, the quick actions, the home page's stats, reasons
 * and closing call) keep the server's HTML and run no component on a page's load
 * (apps/web/src/lib/server-html-part.tsx); their links still move within the app.
 */

/** Serves `path`'s server HTML with each `from` after its `after` replaced by `to`, once. */
async function serveChanged(
  page: Page,
  path: string,
  changes: { after: string; from: string; to: string }[],
) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      let body = await response.text();
      for (const { after, from, to } of changes) {
        const start = body.indexOf(after);
        expect(start).toBeGreaterThanOrEqual(0);
        expect(body.indexOf(from, start)).toBeGreaterThan(start);
        body = body.slice(0, start) + body.slice(start).replace(from, to);
      }
      await route.fulfill({ response, body });
    },
    { times: 1 },
  );
}

/** Clicks `link` and expects `address` reached within the app: the window is the same one. */
async function followsWithinApp(page: Page, link: Locator, address: RegExp) {
  await page.evaluate(() => Object.assign(window, { stay: true }));
  await link.click();
  await expect(page).toHaveURL(address);
  expect(await page.evaluate(() => "stay" in window)).toBe(true);
}

test("the footer and the home page's stats are not rendered again in the browser", async ({
  page,
}) => {
  // Hydrating a part patches its texts to what the browser renders; a part left as the server's
  // HTML keeps a text the browser would not render.
  await page.setViewportSize({ width: 390, height: 800 });
  await serveChanged(page, "/", [
    { after: 'id="home-stats-title"', from: "</h2>", to: " (from the server)</h2>" },
    { after: "<footer", from: ">Our Mission<", to: ">Our Mission (from the server)<" },
  ]);
  await page.goto("/");
  await expect(page.locator("#home-stats-title")).toHaveText(/ \(from the server\)$/);
  const mission = page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Our Mission (from the server)" });
  await expect(mission).toBeVisible();
  // The link still goes where it points, within the app.
  await followsWithinApp(page, mission, /\/mission$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("links of the server's HTML move within the app, in the page's language", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/ar");

  // The quick actions' demo link (phones only) to the marketplace.
  const demo = page.getByRole("complementary").getByRole("link", { name: ar("cta.getDemo") });
  await followsWithinApp(page, demo, /\/ar\/marketplace$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The footer stays the server's HTML from page to page; its links too move within the app.
  const about = page.getByRole("contentinfo").getByRole("link", { name: ar("footer.about") });
  await followsWithinApp(page, about, /\/ar\/about$/);

  // Back on the home page (rendered in the browser), its closing call's link too.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/ar$/);
  await page.locator("#home-cta-title").scrollIntoViewIfNeeded();
  const consultation = page
    .locator("section[aria-labelledby=home-cta-title]")
    .getByRole("link", { name: ar("cta.bookConsultation") });
  await followsWithinApp(page, consultation, /\/ar\/consultation$/);
});

test("another language chosen in the page renders the server's parts in it", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "About Us" })).toBeVisible();
  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitem", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar$/);
  // The footer, the stats and the closing call, in Arabic with Arabic addresses.
  await expect(footer.getByRole("link", { name: ar("footer.about") })).toHaveAttribute(
    "href",
    "/ar/about",
  );
  await expect(page.locator("#home-stats-title")).toHaveText(ar("home.stats.title"));
  await expect(page.locator("#home-cta-title")).toHaveText(ar("home.finalCta.title"));
  await followsWithinApp(
    page,
    footer.getByRole("link", { name: ar("footer.about") }),
    /\/ar\/about$/,
  );
});

test("a link of the server's HTML opened in a new tab, or to another site, is left to the browser", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    footer.getByRole("link", { name: "Privacy Policy" }).click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await tab.waitForLoadState("domcontentloaded");
  expect(new URL(tab.url()).pathname).toBe("/privacy");
  await tab.close();
  await expect(page).toHaveURL(/\/$/);

  // WhatsApp opens in a new tab (target=_blank): not taken by the app.
  const whatsapp = footer.getByRole("link", { name: "WhatsApp" });
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ body: "chat" }));
  const [chat] = await Promise.all([context.waitForEvent("page"), whatsapp.click()]);
  expect(chat.url()).toMatch(/^https:\/\/wa\.me\//);
  await expect(page).toHaveURL(/\/$/);
});
