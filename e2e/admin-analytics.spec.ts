import { type Page, request as playwrightRequest } from "@playwright/test";
import { E2E_ADMIN, PORT } from "../playwright.config.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, newAccount, signInViaForm, test } from "./fixtures.ts";
import { confirmEmail } from "./mailbox.ts";

const BASE = `http://127.0.0.1:${PORT}`;
let ipCounter = 0;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

/** A signed-up account's own API client (own cookies, own client address). */
async function apiAccount(label: string) {
  ipCounter += 1;
  const api = await playwrightRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: {
      origin: BASE,
      "x-forwarded-for": `10.211.${ipCounter}.${Date.now() % 250}`,
    },
  });
  const account = newAccount(label);
  const res = await api.post("/api/auth/sign-up/email", { data: account });
  expect(res.status()).toBe(200);
  await confirmEmail(api, account.email);
  return api;
}

async function openAnalytics(page: Page, lang: "en" | "ar" = "en") {
  await page.context().clearCookies();
  await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.evaluate((l) => localStorage.setItem("language", l), lang);
  await page.goto("/dashboard/admin");
  await page
    .getByRole("tab", { name: lang === "en" ? "Advanced Analytics" : "التحليلات المتقدمة" })
    .click();
}

test("a search that found nothing shows under 'Searches with no result', with the day's events", async ({
  page,
}) => {
  const query = `zzqx ${Date.now().toString(36)}`;
  // The search event is sent once the (empty) results have arrived.
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith("/api/events") && r.request().postData()?.includes(query) === true,
  );
  await page.goto(`/marketplace?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole("heading", { name: `No tools match “${query}”` })).toBeVisible();
  expect((await recorded).status()).toBe(202);

  await openAnalytics(page);
  const noResult = page.getByRole("table", { name: "Searches with no result" });
  const row = noResult.getByRole("row").filter({ hasText: query });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell").last()).toHaveText(/^[1-9]\d*$/);
  await expect(
    page.getByRole("table", { name: "Top searches" }).getByRole("row").filter({ hasText: query }),
  ).toBeVisible();

  // Today's row of the events table counts at least this search.
  const events = page.getByRole("table", { name: /^Events per day/ });
  const searchColumn = (await events.getByRole("columnheader").allTextContents()).indexOf(
    "Searches",
  );
  expect(searchColumn).toBeGreaterThan(0);
  const todayRow = events.locator("tbody tr").last();
  const cell = todayRow.locator("th, td").nth(searchColumn);
  expect(Number(await cell.textContent())).toBeGreaterThanOrEqual(1);

  // A preset and a bad period.
  await page.getByRole("button", { name: "Last 7 days" }).click();
  await expect(page.getByRole("button", { name: "Last 7 days" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(events.locator("tbody tr")).toHaveCount(7);
  await page.getByLabel("From", { exact: true }).fill("2026-01-10");
  await page.getByLabel("To", { exact: true }).fill("2026-01-01");
  await page.getByRole("button", { name: "Show period" }).click();
  await expect(page.getByText("The start comes after the end.")).toBeVisible();
  await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("a reported review raises an alert that opens Content Management", async ({ page }) => {
  const tools = await (await page.request.get("/api/tools?sort=name&pageSize=40")).json();
  const tool = tools.items.at(-3);
  const author = await apiAccount("reviewer");
  const saved = await author.put(`/api/tools/${tool.id}/ratings/mine`, {
    data: { rating: 2, review: "Did not work with our Arabic invoices." },
  });
  expect(saved.status()).toBe(200);
  const reviewId = (await saved.json()).rating.id as string;
  const reporter = await apiAccount("reporter");
  const reported = await reporter.post(`/api/reviews/${reviewId}/report`, {
    data: { reason: "spam" },
  });
  expect(reported.status()).toBe(201);

  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAnalytics(page);
  const alerts = page.getByRole("list", { name: "Alerts" });
  const alert = alerts.getByRole("listitem").filter({ hasText: /reported or hidden today/ });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Oldest:");
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await alert.getByRole("button", { name: "Open Content Management" }).click();
  await expect(page.getByRole("tab", { name: "Content Management" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await author.dispose();
  await reporter.dispose();
});

for (const lang of ["en", "ar"] as const) {
  test(`axe finds nothing on Advanced Analytics in ${lang}; no sideways scroll at 390 px`, async ({
    page,
  }) => {
    // axe over the 30-day table and the chart takes a while on a busy machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await openAnalytics(page, lang);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const funnel =
      lang === "en"
        ? "From tool views to consultation requests"
        : "من مشاهدة الأدوات إلى طلبات الاستشارة";
    await expect(page.getByRole("heading", { name: funnel })).toBeVisible();
    // The chart is drawn (recharts loaded on demand) before the page is checked.
    await expect(page.locator("figure svg.recharts-surface[role=application]")).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
