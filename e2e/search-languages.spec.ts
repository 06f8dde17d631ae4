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
    const list = page.getByRole("list", { name: results });
    await expect(list.getByRole("article").first()).toBeVisible();
    // The need's tools (the seven demo tools of Customer Service) say why they were found, in
    // the page's language; a tool found by its text alone says nothing.
    await expect(async () => {
      const reasons = await list.getByTestId("matched-need").allTextContents();
      expect(reasons.length).toBeGreaterThanOrEqual(5);
      expect(new Set(reasons)).toEqual(new Set([reason]));
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

test("a tool page shows the listing's Arabic and Hindi texts on those pages", async ({ page }) => {
  const list = await (await page.request.get("/api/tools?sort=name&pageSize=1")).json();
  const id = list.items[0].id as string;
  for (const [language, script] of [
    ["ar", /[\u0600-\u06FF]/],
    ["hi", /[\u0900-\u097F]/],
  ] as const) {
    await page.goto(`/${language}/tool/${id}`);
    const header = page.locator("header p").first();
    await expect(header).toHaveText(script);
    // In the page's language: no English mark on it.
    await expect(header).not.toHaveAttribute("lang", "en");
  }
  await page.goto(`/tool/${id}`);
  await expect(page.locator("header p").first()).not.toHaveText(/[\u0600-\u06FF\u0900-\u097F]/);
});

test("a misspelt search is corrected, and the page says which spelling it shows, in each language", async ({
  page,
}) => {
  for (const { path, search, typed, shown } of [
    {
      path: "/ar/marketplace",
      search: "ابحث عن حلول الذكاء الاصطناعي",
      typed: "روبوط",
      shown: "روبوت",
    },
    {
      path: "/hi/marketplace",
      search: "एआई समाधान खोजें",
      typed: "grahak sewa",
      shown: "grahak seva",
    },
    { path: "/marketplace", search: "Search AI solutions", typed: "chatbto", shown: "chatbot" },
  ]) {
    await page.goto(path);
    await page.getByRole("searchbox", { name: search }).fill(typed);
    const note = page.getByTestId("corrected-query");
    await expect(note).toBeVisible();
    await expect(note.locator("bdi")).toHaveText(shown);
    await expect(page.getByRole("article").first()).toBeVisible();
    // The search box keeps what the reader typed.
    await expect(page.getByRole("searchbox", { name: search })).toHaveValue(typed);
  }
});
