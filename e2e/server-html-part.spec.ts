import type { Page } from "@playwright/test";
import { ar } from "./arabic-texts.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Parts made of texts and links only (the footer, the quick actions, the home page's stats, reasons
 * and closing call) keep the server's HTML and run no component on a page's load
 * (apps/web/src/lib/server-html-part.tsx); their links still move within the app.
 */

/** Serves `path`'s server HTML with `from` replaced by `to` in its footer, once. */
async function serveChangedFooter(page: Page, path: string, from: string, to: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const footer = html.indexOf("<footer");
      expect(html.indexOf(from, footer)).toBeGreaterThan(footer);
      const body = html.slice(0, footer) + html.slice(footer).replace(from, to);
      await route.fulfill({ response, body });
    },
    { times: 1 },
  );
}

test("the footer and the home page's stats are not rendered again in the browser", async ({
  page,
}) => {
  // Hydrating a part patches its texts to what the browser renders; a part left as the server's
  // HTML keeps a text the browser would not render.
  await page.setViewportSize({ width: 390, height: 800 });
  await serveChangedFooter(page, "/", ">Our Mission<", ">Our Mission (from the server)<");
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Our Mission (from the server)" })).toBeVisible();
  // The link still goes where it points, within the app.
  await page.evaluate(() => Object.assign(window, { stay: true }));
  await footer.getByRole("link", { name: "Our Mission (from the server)" }).click();
  await expect(page).toHaveURL(/\/mission$/);
  expect(await page.evaluate(() => "stay" in window)).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("links of the server's HTML move within the app, in the page's language", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/ar");
  await page.evaluate(() => Object.assign(window, { stay: true }));

  // The quick actions' demo link (phones only) to the marketplace.
  await page
    .getByRole("complementary")
    .getByRole("link", { name: ar("cta.getDemo") })
    .click();
  await expect(page).toHaveURL(/\/ar\/marketplace$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "stay" in window)).toBe(true);

  // The footer stays the server's HTML from page to page; its links too move within the app.
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: ar("footer.about") })
    .click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  expect(await page.evaluate(() => "stay" in window)).toBe(true);

  // Back on the home page (rendered in the browser), its closing call's link too.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/ar$/);
  await page.locator("#home-cta-title").scrollIntoViewIfNeeded();
  await page
    .locator("section[aria-labelledby=home-cta-title]")
    .getByRole("link", { name: ar("cta.bookConsultation") })
    .click();
  await expect(page).toHaveURL(/\/ar\/consultation$/);
  expect(await page.evaluate(() => "stay" in window)).toBe(true);
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
  await page.evaluate(() => Object.assign(window, { stay: true }));
  await footer.getByRole("link", { name: ar("footer.about") }).click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  expect(await page.evaluate(() => "stay" in window)).toBe(true);
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
