import type { Page } from "@playwright/test";
import { ar } from "./arabic-texts.ts";
import { expect, newAccount, test } from "./fixtures.ts";

// Issue 47, "Empty and loading states" and "Honest recommendations", on a phone.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

/** A word no listing, need or spelling correction has. */
const NOWHERE = "zqxvwj";

const noResults = (page: Page) => page.getByTestId("no-results");

test("a search with no result says what found nothing, in English and Arabic, and offers ways on", async ({
  page,
}) => {
  // No filter: the query is named, no filter is, and there is nothing to clear.
  await page.goto(`/marketplace?q=${NOWHERE}`);
  const empty = noResults(page);
  await expect(empty.getByRole("heading", { level: 2 })).toHaveText(`No tools match “${NOWHERE}”`);
  await expect(empty.getByTestId("no-results-filters")).toHaveCount(0);
  await expect(empty.getByRole("link", { name: "Clear filters" })).toHaveCount(0);
  await expect(empty.getByText("Check the spelling, or try a more general word.")).toBeVisible();
  await expect(
    empty.getByRole("link", { name: "Not sure what to look for? Book a free consultation" }),
  ).toHaveAttribute("href", "/consultation");
  const needs = empty.getByTestId("related-needs");
  await expect(needs.getByRole("heading", { name: "Browse by need" })).toBeVisible();
  await expect(needs.getByRole("link", { name: "Customer Service" })).toHaveAttribute(
    "href",
    "/marketplace?category=Customer+Service",
  );

  // With filters: each filter is named, and clearing them keeps the search.
  await page.goto(`/marketplace?q=${NOWHERE}&verified=true&category=Data+Analytics`);
  await expect(empty.getByRole("heading", { level: 2 })).toHaveText(
    `No tools match “${NOWHERE}” with your filters`,
  );
  const filters = empty.getByTestId("no-results-filters").getByRole("listitem");
  await expect(filters).toHaveText(["Category: Data Analytics", "Verified only"]);
  await empty.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace\\?q=${NOWHERE}$`));
  await expect(empty.getByRole("heading", { level: 2 })).toHaveText(`No tools match “${NOWHERE}”`);

  // Arabic, no filter.
  await page.goto(`/ar/marketplace?q=${NOWHERE}`);
  await expect(empty.getByRole("heading", { level: 2 })).toHaveText(
    ar("noResults.query").replace("{{query}}", NOWHERE),
  );
  await expect(empty.getByRole("link", { name: ar("noResults.consultation") })).toHaveAttribute(
    "href",
    "/ar/consultation",
  );

  // Arabic, a misspelt word under filters that leave none of its tools: the spelling is
  // suggested, searched without the filters, and finds tools.
  const typed = "روبوط";
  await page.goto(
    `/ar/marketplace?q=${encodeURIComponent(typed)}&minRating=5&featured=true&verified=true&category=Development+Tools`,
  );
  await expect(empty.getByRole("heading", { level: 2 })).toHaveText(
    ar("noResults.queryFiltered").replace("{{query}}", typed),
  );
  await expect(empty.getByTestId("no-results-filters")).toContainText(
    ar("marketplace.filters.verifiedOnly"),
  );
  await expect(empty.getByRole("link", { name: ar("marketplace.filters.clear") })).toBeVisible();
  const suggestion = empty.getByTestId("spelling-suggestion");
  await expect(suggestion).toHaveText(ar("noResults.suggestion").replace("{{query}}", "روبوت"));
  await suggestion.click();
  await expect(page).toHaveURL(/\/ar\/marketplace\?q=/);
  await expect(noResults(page)).toHaveCount(0);
  await expect(page.getByRole("list", { name: ar("marketplace.resultsLabel") })).toBeVisible();
});

test('a tool nobody has reviewed says "No reviews yet", on its card and its page', async ({
  page,
}) => {
  const res = await page.request.get("/api/tools?pageSize=100");
  const { items } = (await res.json()) as {
    items: { id: string; name: string; reviewsCount: number }[];
  };
  const unreviewed = items.find((tool) => tool.reviewsCount === 0);
  expect(unreviewed, "a demo tool without reviews").toBeDefined();
  const tool = unreviewed as { id: string; name: string };

  await page.goto(`/tool/${tool.id}`);
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(header.getByText("No reviews yet")).toBeVisible();
  await expect(header.getByText(/\(0 reviews\)/)).toHaveCount(0);
  await expect(header.getByRole("img", { name: /Rated 0/ })).toHaveCount(0);

  await page.goto(`/marketplace?q=${encodeURIComponent(tool.name)}`);
  const card = page.getByRole("article", { name: tool.name });
  await expect(card.getByText("No reviews yet")).toBeVisible();
  await expect(card.getByText(/0\.0/)).toHaveCount(0);
});

/** Signs a new business account up (and in) from the page. */
async function signUp(page: Page) {
  const account = newAccount("states");
  await page.goto("/");
  const status = await page.evaluate(async (account) => {
    const res = await fetch("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...account, role: "business" }),
    });
    return res.status;
  }, account);
  expect(status).toBe(200);
}

test("a new account's dashboard: tabs on one row, and popular tools of its region with no percentage", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("region", "uae"));
  await signUp(page);
  await page.goto("/dashboard/business?tab=recommendations");

  // Five tabs on one row at 390 px: the same top for each; the row scrolls rather than wraps.
  const tablist = page.getByRole("tablist");
  const tabs = tablist.getByRole("tab");
  await expect(tabs).toHaveCount(5);
  const tops = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
  expect(new Set(tops).size, "every tab on the same row").toBe(1);
  const fits = await tablist.evaluate((list) => {
    const tab = list.querySelector("[role=tab]") as HTMLElement;
    const style = getComputedStyle(list);
    const inner =
      list.clientHeight -
      Number.parseFloat(style.paddingTop) -
      Number.parseFloat(style.paddingBottom);
    return { inner, tab: tab.offsetHeight, scrolls: style.overflowX === "auto" };
  });
  expect(fits.inner).toBe(fits.tab);
  expect(fits.scrolls).toBe(true);
  const width = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(width, "the page itself does not scroll sideways").toBe(0);

  // The list says what it rests on, and shows no match it cannot explain.
  const panel = page.getByRole("tabpanel", { name: "Recommendations" });
  await expect(panel.getByRole("heading", { name: "Popular in the UAE" })).toBeVisible();
  await expect(panel.getByRole("listitem").first()).toContainText("Hosted in the UAE");
  await expect(panel.getByText(/\d\s?%/)).toHaveCount(0);
  await expect(panel.getByText(/match/i)).toHaveCount(0);
  await expect(panel.getByTestId("match-reasons")).toHaveCount(0);

  // Opened on its last tab, the row shows that tab, wholly, in English and in Arabic.
  for (const path of ["/dashboard/business?tab=reports", "/ar/dashboard/business?tab=reports"]) {
    await page.goto(path);
    const row = page.getByRole("tablist");
    const active = row.getByRole("tab", { selected: true });
    await expect(active).toBeVisible();
    // The row is wider than the screen, so the last tab starts out of its view.
    expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    const [rowBox, tabBox] = await Promise.all([row.boundingBox(), active.boundingBox()]);
    if (!rowBox || !tabBox) throw new Error("no box");
    expect(tabBox.x, path).toBeGreaterThanOrEqual(rowBox.x - 1);
    expect(tabBox.x + tabBox.width, path).toBeLessThanOrEqual(rowBox.x + rowBox.width + 1);
  }
});
