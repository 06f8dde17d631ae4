import type { Tool } from "@app/shared/catalog-schemas";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

test("an Arabic reader filters by Saudi hosting: the URL keeps it, every card declares it, the count follows", async ({
  page,
  request,
}) => {
  await page.goto("/ar/marketplace");
  const results = page.getByRole("list", { name: "حلول الذكاء الاصطناعي" });
  await expect(results.getByRole("article").first()).toBeVisible();

  const hosting = page.getByRole("combobox", { name: "استضافة البيانات في" });
  await hosting.click();
  const saudi = page.getByRole("option", { name: /^السعودية \([٠-٩\d]+\)$/ });
  const optionText = (await saudi.textContent()) ?? "";
  await saudi.click();
  await expect(page).toHaveURL(/\/ar\/marketplace\?(.*&)?hosting=saudi/);
  await expect(hosting).toContainText("السعودية");

  // The option's count is the list's total, and every listed tool declares Saudi hosting.
  const api = await request.get("/api/tools?hosting=saudi&lang=ar&pageSize=100");
  const listed = (await api.json()) as { total: number; items: { id: string; slug: string }[] };
  expect(listed.total).toBeGreaterThanOrEqual(3);
  const digits = optionText.replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d)));
  expect(digits).toContain(`(${listed.total})`);
  await expect(results.getByRole("article")).toHaveCount(listed.total);
  for (const { slug } of listed.items) {
    const tool = ((await (await request.get(`/api/tools/${slug}`)).json()) as { tool: Tool }).tool;
    expect(tool.regionalFacts).toContainEqual(
      expect.objectContaining({ kind: "hosting", value: "saudi" }),
    );
  }
  await expectNoAxeViolations(page);

  // Reloaded from the address, the server renders the same filtered list.
  const html = await (await request.get("/ar/marketplace?hosting=saudi")).text();
  expect(html).toContain('dir="rtl"');
  for (const { id } of listed.items) expect(html).toContain(`/ar/tool/${id}`);
});

test("a price ceiling in the reader's currency and the lowest-price order", async ({
  page,
  request,
}) => {
  await page.goto("/marketplace");
  const results = page.getByRole("list", { name: "AI Solutions" });
  await expect(results.getByRole("article").first()).toBeVisible();
  await page.getByLabel("Max. price a month (USD)").fill("20");
  await expect(page).toHaveURL(/[?&]priceMax=20&currency=USD/);
  await page.getByRole("combobox", { name: "Sort by" }).click();
  await page.getByRole("option", { name: "Lowest price" }).click();
  await expect(page).toHaveURL(/[?&]sort=price/);

  const api = await request.get("/api/tools?priceMax=20&currency=USD&sort=price&pageSize=24");
  const listed = (await api.json()) as {
    total: number;
    items: { name: string; freeTier: boolean; lowestMonthly: { amount: number } | null }[];
  };
  expect(listed.total).toBeGreaterThan(0);
  await expect(async () => {
    const names = await results.getByRole("heading", { level: 2 }).allTextContents();
    expect(names).toEqual(listed.items.map((item) => item.name));
  }).toPass();
  // Every listed tool has a price, and they come cheapest first (free tiers at 0).
  for (const item of listed.items) expect(item.lowestMonthly).not.toBeNull();

  // Clearing the filters empties the field and the address.
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/priceMax/);
  await expect(page.getByLabel("Max. price a month (USD)")).toHaveValue("");
});
