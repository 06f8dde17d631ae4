import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

/** The marketplace in each language: its search box and result list names, a need and its reason. */
const PAGES = [
  {
    path: "/ar/marketplace",
    search: "ابحث عن حلول الذكاء الاصطناعي",
    results: "حلول الذكاء الاصطناعي",
    query: "خدمة العملاء",
    reason: "يطابق: خدمة العملاء",
  },
  {
    path: "/hi/marketplace",
    search: "एआई समाधान खोजें",
    results: "एआई समाधान",
    query: "ग्राहक सेवा",
    reason: "मेल खाता है: ग्राहक सेवा",
  },
  {
    path: "/hi/marketplace",
    search: "एआई समाधान खोजें",
    results: "एआई समाधान",
    query: "grahak seva",
    reason: "मेल खाता है: ग्राहक सेवा",
  },
] as const;

for (const { path, search, results, query, reason } of PAGES) {
  test(`a search for a need on ${path} (“${query}”) finds its tools and says why, in the page's language`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.getByRole("searchbox", { name: search }).fill(query);
    await expect(page).toHaveURL(/[?&]q=/);
    const cards = page.getByRole("list", { name: results }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    // Every card found for the need says so, in the page's language.
    await expect(async () => {
      const all = await cards.all();
      expect(all.length).toBeGreaterThan(2);
      for (const card of all.slice(0, 5)) {
        await expect(card.getByTestId("matched-need")).toHaveText(reason);
      }
    }).toPass();
    await expectNoAxeViolations(page);
  });
}

test("the server renders an Arabic search's results with their reason", async ({ request }) => {
  const html = await (
    await request.get(`/ar/marketplace?q=${encodeURIComponent("روبوت محادثة")}`)
  ).text();
  expect(html).toContain('dir="rtl"');
  expect(html).toContain("يطابق:");
});
