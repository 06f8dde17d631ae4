import type { Page } from "@playwright/test";
import { ar } from "./arabic-texts.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner from covering the tray at the bottom of the viewport.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

/** What the compare page reads of GET /api/compare here. */
type Comparison = { tools: { features: string[]; translated: string[] }[] };

const cards = (page: Page) => page.getByRole("list", { name: "AI solutions" }).getByRole("article");
const tray = (page: Page) => page.getByRole("region", { name: /^Tools to compare/ });

/** The names on the first `count` cards of the marketplace, picked with their Compare buttons. */
async function pickFromMarketplace(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const card = cards(page).nth(index);
    names.push((await card.getByRole("heading").textContent()) ?? "");
    const toggle = card.getByRole("button", { name: /^Compare / });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  }
  return names;
}

test.describe("compare tools", () => {
  test("picks from cards and a tool page, kept across pages and reloads, at most four", async ({
    page,
  }) => {
    await page.goto("/marketplace");
    await expect(cards(page).first()).toBeVisible();
    await expect(tray(page)).toHaveCount(0);
    const names = await pickFromMarketplace(page, 4);
    await expect(tray(page)).toContainText("4 of 4 tools picked");
    for (const name of names) await expect(tray(page).getByText(name)).toBeVisible();

    // A fifth is refused, and the tray says nothing changed.
    const fifth = cards(page)
      .nth(4)
      .getByRole("button", { name: /^Compare / });
    await fifth.click();
    await expect(page.getByText("You can compare up to 4 tools")).toBeVisible();
    await expect(fifth).toHaveAttribute("aria-pressed", "false");

    // Unpicking on the card frees a place; the picks survive a reload and another page.
    await cards(page)
      .nth(0)
      .getByRole("button", { name: /^Compare / })
      .click();
    await expect(tray(page)).toContainText("3 of 4 tools picked");
    await page.reload();
    await expect(tray(page)).toContainText("3 of 4 tools picked");
    await cards(page).nth(4).getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(/\/tool\//);
    await expect(tray(page)).toContainText("3 of 4 tools picked");
    const onToolPage = page
      .getByRole("main")
      .getByRole("button", { name: /^Compare / })
      .first();
    await onToolPage.click();
    await expect(onToolPage).toHaveAttribute("aria-pressed", "true");
    await expect(tray(page)).toContainText("4 of 4 tools picked");

    await tray(page).getByRole("button", { name: "Clear all" }).click();
    await expect(tray(page)).toHaveCount(0);
  });

  test("opens a shareable, server-rendered comparison with one request, highlights and removes", async ({
    page,
  }) => {
    await page.goto("/marketplace");
    const names = await pickFromMarketplace(page, 3);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) requests.push(request.url());
    });
    await tray(page).getByRole("link", { name: "Compare now" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=[\w-]+,[\w-]+,[\w-]+$/);
    const table = page.getByRole("table");
    for (const name of names) {
      await expect(table.getByRole("columnheader", { name })).toBeVisible();
    }
    for (const row of ["Rating", "Pricing", "Free trial", "Category", "Industries", "Features"]) {
      await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
    }
    for (const row of ["Integrations", "Languages", "Support level", "Verified"]) {
      await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
    }
    await expect(table.getByRole("rowheader", { name: "Implementation time" })).toBeVisible();
    expect(requests.filter((url) => url.includes("/api/compare?"))).toHaveLength(1);
    expect(requests.filter((url) => /\/api\/tools\//.test(url))).toEqual([]);

    // Rows where the tools differ are marked, and say so to a screen reader.
    await expect(page.locator("tr[data-differs]")).toHaveCount(0);
    await page.getByLabel("Highlight differences").check();
    await expect(page.locator("tr[data-differs]").first()).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Category (differs)" })).toBeVisible();

    // The address alone is the comparison: in a fresh browser, from the server's HTML.
    const address = page.url();
    const html = await (await page.request.get(address)).text();
    for (const name of names) expect(html).toContain(name);
    expect(html).toContain("Support level");

    await table.getByRole("button", { name: `Remove ${names[0]} from the comparison` }).click();
    await expect(table.getByRole("columnheader")).toHaveCount(2);
    await expect(page).not.toHaveURL(new RegExp(names[0] ?? "^$"));
    expect(new URL(page.url()).searchParams.get("ids")?.split(",")).toHaveLength(2);
  });

  test("in Arabic, each listing's texts in Arabic from the server's HTML; in English again after switching", async ({
    browser,
    page,
  }) => {
    const ids = (
      (await (await page.request.get("/api/tools?pageSize=2")).json()) as {
        items: { id: string }[];
      }
    ).items.map((tool) => tool.id);
    const compared = async (lang: string) =>
      (await (
        await page.request.get(`/api/compare?ids=${ids.join(",")}${lang}`)
      ).json()) as Comparison;
    const arabic = await compared("&lang=ar");
    const english = await compared("");
    // The demo listings all have Arabic features.
    for (const tool of arabic.tools) expect(tool.translated).toContain("features");
    const features = (target: Page, label: string) =>
      target
        .getByRole("row")
        .filter({ has: target.getByRole("rowheader", { name: label, exact: true }) })
        .getByRole("cell");
    const expectFeatures = async (target: Page, label: string, body: Comparison) => {
      const cells = features(target, label);
      await expect(cells).toHaveCount(ids.length);
      for (const [index, tool] of body.tools.entries()) {
        await expect(cells.nth(index)).toContainText(tool.features[0] ?? "");
      }
    };

    // The server's HTML alone (no script): the Arabic features, none marked as English.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const html = await noScript.newPage();
    await html.goto(`/ar/compare?ids=${ids.join(",")}`);
    await expectFeatures(html, ar("comparePage.rows.features"), arabic);
    await expect(features(html, ar("comparePage.rows.features")).locator("[lang=en]")).toHaveCount(
      0,
    );
    await noScript.close();

    // Switched to English in the browser: the English texts, not the Arabic answer kept.
    await page.goto(`/ar/compare?ids=${ids.join(",")}`);
    await expectFeatures(page, ar("comparePage.rows.features"), arabic);
    await page.getByRole("button", { name: /^اللغة/ }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveURL(/\/compare\?ids=/);
    await expectFeatures(page, "Features", english);
  });

  test("an address without tools, or with one no longer listed, says what to do", async ({
    page,
  }) => {
    await page.goto("/compare");
    await expect(page.getByRole("heading", { name: "Nothing to compare yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse the marketplace" })).toBeVisible();
    const [tool] = (
      (await (await page.request.get("/api/tools?pageSize=1")).json()) as {
        items: { id: string }[];
      }
    ).items;
    await page.goto(`/compare?ids=${tool?.id},no-longer-listed`);
    await expect(page.getByText("1 tool in this link is no longer listed.")).toBeVisible();
    await expect(page.getByText("Pick at least one more tool to compare it with.")).toBeVisible();
  });
});
