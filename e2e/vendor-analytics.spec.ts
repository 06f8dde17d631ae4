import type { Browser, Page } from "@playwright/test";
import { signInAdminViaApi } from "./admin-two-factor.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, newAccount, signUpViaForm, type TestAccount, test } from "./fixtures.ts";
import { confirmEmail } from "./mailbox.ts";

// Two accounts, a submission, an approval and a visit before the dashboard: more than the default.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner from covering buttons at the bottom of the viewport.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const WEBSITE = "https://analytics-vendor.example";

/** The signed-in vendor sends a tool through the real /submit-tool form. */
async function submitTool(page: Page, vendor: TestAccount, name: string) {
  await page.goto("/submit-tool");
  await page.getByLabel("Tool Name").fill(name);
  await page.getByLabel("Description").fill("Counts what happens to a listing, day by day.");
  await chooseOption(page, "Category", "Customer Service");
  await chooseOption(page, "Pricing Model", "Freemium");
  await page.getByLabel("Website URL").fill(WEBSITE);
  await page.getByLabel("Your Name").fill(vendor.name);
  await page.getByLabel("Email").fill(vendor.email);
  await page.getByLabel("Company", { exact: true }).fill("E2E Analytics Labs");
  await page.getByLabel("Key Features").fill("Charts");
  await page.getByLabel("Integrations").fill("Slack");
  await page.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Submission Received!" }),
  ).toBeVisible();
}

/** The admin approves the vendor's submission named `name`; the live listing's slug. */
async function approve(
  playwright: typeof import("@playwright/test"),
  baseURL: string,
  page: Page,
  name: string,
): Promise<string> {
  const mine = await page.request.get("/api/vendor/submissions");
  const { items } = (await mine.json()) as { items: { id: string; name: string }[] };
  const id = items.find((item) => item.name === name)?.id;
  expect(id, "the submission in the vendor's list").toBeDefined();
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": `10.251.1.${process.pid % 250}` },
  });
  await signInAdminViaApi(admin);
  const approved = await admin.post(`/api/admin/submissions/${id}/approve`, { data: {} });
  expect(approved.status()).toBe(200);
  const { liveSlug } = (await approved.json()) as { liveSlug: string };
  await admin.dispose();
  return liveSlug;
}

/** A business visitor opens the tool page, follows "Visit Website" and reviews the tool. */
async function visit(browser: Browser, baseURL: string, slug: string, review: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.252.1.${process.pid % 250}` },
  });
  await context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  // The vendor's site is not on this network: answer it here.
  await context.route(`${WEBSITE}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Vendor site</title>" }),
  );
  const page = await context.newPage();
  const visitor = newAccount("visitor");
  await signUpViaForm(page, visitor, "business");
  await confirmEmail(page.request, visitor.email);
  // The server counts the view when it serves the page, and the click when its redirect sends
  // the visitor on to the website stored with the listing (issue 46): the page sends neither.
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/events")) sent.push(String(r.postDataJSON()?.type));
  });
  await page.goto(`/tool/${slug}`);
  const link = page.getByRole("link", { name: /Visit Website/ });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/api\/tools\/[0-9a-f-]{36}\/visit$/);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const solutionId = href.split("/")[3] ?? "";
  const popup = page.waitForEvent("popup");
  await link.click();
  const site = await popup;
  await site.waitForURL(`${WEBSITE}/`);
  await site.close();
  expect(sent).not.toContain("tool_view");
  expect(sent).not.toContain("website_click");
  const rated = await page.request.put(`/api/tools/${solutionId}/ratings/mine`, {
    data: { rating: 4, review },
    headers: { origin: baseURL },
  });
  expect(rated.status()).toBe(200);
  await context.close();
}

test("a vendor sees today's website click, view and review in Analytics and Recent Activity", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const vendor = newAccount("vendor");
  await signUpViaForm(page, vendor, "vendor");
  // Confirmed, so the approved listing is theirs (only a confirmed vendor may own one).
  await confirmEmail(page.request, vendor.email);
  const name = `Analytics Tool ${vendor.email}`;
  await submitTool(page, vendor, name);
  const slug = await approve(playwright, base, page, name);
  const review = "Clear reports, and the Arabic interface works well.";
  await visit(browser, base, slug, review);

  await page.goto("/dashboard/vendor");
  await page.getByRole("tab", { name: "Analytics" }).click();
  const panel = page.getByRole("tabpanel", { name: "Analytics" });
  await expect(panel.getByRole("heading", { name: "Analytics" })).toBeVisible();
  const table = panel.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Day",
    "Views",
    "Saves",
    "Demo clicks",
    "Website clicks",
    "New ratings",
  ]);
  const today = new Intl.DateTimeFormat("en", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date());
  const todayRow = table.locator("tbody tr").last();
  await expect(todayRow.getByRole("rowheader")).toHaveText(today);
  await expect(todayRow.getByRole("cell")).toHaveText(["1", "0", "0", "1", "1"]);
  await expect(table.locator("tbody tr")).toHaveCount(30);
  await expect(table.locator("tfoot tr").getByRole("cell")).toHaveText(["1", "0", "0", "1", "1"]);
  // The chart itself (recharts, loaded with the tab) is drawn.
  await expect(panel.getByRole("application", { name: /over the last 30 days/ })).toBeVisible();
  // One tool chosen: the same numbers, named after it.
  await chooseOption(page, "Tool", name);
  await expect(panel.getByRole("figure")).toContainText(`${name} over the last 30 days`);
  await expect(todayRow.getByRole("cell")).toHaveText(["1", "0", "0", "1", "1"]);
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Recent Activity" }).click();
  const feed = page.getByRole("list", { name: "Recent activity" });
  const entries = feed.getByRole("listitem");
  await expect(entries.first()).toContainText(`New review of ${name}`);
  await expect(entries.first()).toContainText(review);
  await expect(entries.first().getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(entries.nth(1)).toContainText(`${name} was approved and is live`);
  await expect(entries.nth(2)).toContainText(`${name} was sent for review`);
  await expectNoAxeViolations(page);

  await page.evaluate(() => localStorage.setItem("language", "ar"));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const noSideways = async () =>
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
      "no sideways scrolling at 390 px",
    ).toBe(0);
  await page.getByRole("tab", { name: "النشاط الأخير" }).click();
  await expect(
    page.getByRole("list", { name: "النشاط الأخير" }).getByRole("listitem").first(),
  ).toContainText(review);
  await noSideways();
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "التحليلات" }).click();
  const arTable = page.getByRole("tabpanel", { name: "التحليلات" }).getByRole("table");
  await expect(arTable.locator("tbody tr").last().getByRole("cell").nth(3)).toHaveText(
    new Intl.NumberFormat("ar").format(1),
  );
  await expect(page.getByRole("application")).toBeVisible();
  await noSideways();
  await expectNoAxeViolations(page);
});

test("a new vendor's Analytics and Recent Activity: the empty states, axe clean", async ({
  page,
}) => {
  await signUpViaForm(page, newAccount("vendor"), "vendor");
  await page.goto("/dashboard/vendor");
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByText(/No listings yet/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "Recent Activity" }).click();
  await expect(page.getByText(/No activity yet/)).toBeVisible();
  await expectNoAxeViolations(page);
});
