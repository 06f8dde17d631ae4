import type { APIRequestContext, Page } from "@playwright/test";
import { signInAdminViaApi } from "./admin-two-factor.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, newAccount, signUpViaForm, type TestAccount, test } from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner from covering buttons at the bottom of the viewport.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The signed-in vendor sends a tool through the real /submit-tool form. */
async function submitTool(page: Page, vendor: TestAccount, name: string) {
  await page.goto("/submit-tool");
  await page.getByLabel("Tool Name").fill(name);
  await page.getByLabel("Description").fill("Answers customer questions around the clock.");
  await chooseOption(page, "Category", "Customer Service");
  await chooseOption(page, "Pricing Model", "Freemium");
  await page.getByLabel("Website URL").fill("https://e2e-vendor.example");
  await page.getByLabel("Your Name").fill(vendor.name);
  await page.getByLabel("Email").fill(vendor.email);
  await page.getByLabel("Company", { exact: true }).fill("E2E Vendor Labs");
  await page.getByLabel("Key Features").fill("Live chat\nTicket triage");
  await page.getByLabel("Integrations").fill("Slack\nZendesk");
  await page.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(toast(page, "Submission Received!")).toBeVisible();
}

let adminIps = 0;
/** The admin's own API session, apart from the vendor's browser. */
async function adminApi(
  playwright: typeof import("@playwright/test"),
  baseURL: string,
): Promise<APIRequestContext> {
  adminIps += 1;
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: {
      origin: baseURL,
      "x-forwarded-for": `10.250.${adminIps}.${process.pid % 250}`,
    },
  });
  await signInAdminViaApi(api);
  return api;
}

/** The id of the vendor's submission named `name`, from the vendor's own list. */
async function submissionId(page: Page, name: string): Promise<string> {
  const response = await page.request.get("/api/vendor/submissions");
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const found = items.find((item) => item.name === name);
  expect(found, `${name} in the vendor's submissions`).toBeDefined();
  return found?.id ?? "";
}

const item = (page: Page, name: string, tab = "My Tools") =>
  page.getByRole("tabpanel", { name: tab }).getByRole("listitem", { name });

test("a vendor follows a submission through changes requested, resubmission and a rejection", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Sign-ups, an admin's three decisions, a resubmission and axe in two languages.
  test.setTimeout(120_000);
  const vendor = newAccount("vendor");
  await signUpViaForm(page, vendor, "vendor");

  await page.goto("/dashboard/vendor");
  await expect(page.getByRole("heading", { level: 1, name: "Vendor Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No tools submitted yet" })).toBeVisible();
  const cta = page.getByRole("main").getByRole("link", { name: "Submit New Tool" });
  await expect(cta.first()).toHaveAttribute("href", "/submit-tool");

  const first = `Vendor Tool ${vendor.email}`;
  await submitTool(page, vendor, first);
  await page.goto("/dashboard/vendor");
  await expect(item(page, first)).toContainText("Pending review");
  await expect(page.getByRole("tab", { name: "My Tools" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("tab")).toHaveText([
    "My Tools",
    "Analytics",
    "Recent Activity",
    "My reports",
  ]);
  const listed = page.getByRole("definition").first();
  await expect(listed).toHaveText("0");

  const admin = await adminApi(playwright, baseURL ?? "");
  const firstId = await submissionId(page, first);
  const notes = "Please add the link to your pricing page.";
  const sentBack = await admin.post(`/api/admin/submissions/${firstId}/request-changes`, {
    data: { reason: notes },
  });
  expect(sentBack.status()).toBe(200);

  await page.reload();
  await expect(item(page, first)).toContainText("Changes requested");
  await expect(item(page, first)).toContainText(notes);
  await item(page, first).getByRole("button", { name: "Edit and resubmit" }).click();

  await expect(page.getByRole("heading", { name: `Edit and resubmit: ${first}` })).toBeFocused();
  await expect(page.getByText(notes)).toBeVisible();
  await expect(page.getByLabel("Tool Name")).toHaveValue(first);
  await expect(page.getByLabel("Key Features")).toHaveValue("Live chat\nTicket triage");
  await expect(page.getByLabel("Integrations")).toHaveValue("Slack\nZendesk");
  await expect(page.getByLabel("Company", { exact: true })).toHaveValue("E2E Vendor Labs");
  const revised =
    "Answers customer questions around the clock. Pricing: https://e2e-vendor.example/pricing";
  await page.getByLabel("Description").fill(revised);
  await page.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
  const put = page.waitForRequest(
    (request) =>
      request.method() === "PUT" && request.url().endsWith(`/api/vendor/submissions/${firstId}`),
  );
  await page.getByRole("button", { name: "Submit for Review" }).click();
  expect((await put).postDataJSON()).toMatchObject({
    description: revised,
    features: ["Live chat", "Ticket triage"],
  });
  await expect(toast(page, "Resubmitted.")).toBeVisible();
  await expect(item(page, first)).toContainText("Pending review");
  await expect(page).toHaveURL(/\/dashboard\/vendor$/);

  const review = await admin.get(`/api/admin/submissions/${firstId}`);
  expect(await review.json()).toMatchObject({ status: "pending", description: revised });

  const second = `Second Tool ${vendor.email}`;
  await submitTool(page, vendor, second);
  const reason = "We only list tools with a public privacy policy.";
  const rejected = await admin.post(
    `/api/admin/submissions/${await submissionId(page, second)}/reject`,
    { data: { reason } },
  );
  expect(rejected.status()).toBe(200);
  await admin.dispose();

  await page.goto("/dashboard/vendor");
  await expect(item(page, second)).toContainText("Rejected");
  await expect(item(page, second)).toContainText(reason);
  await expect(item(page, second).getByRole("button")).toHaveCount(0);
  await expect(item(page, first)).toContainText("Pending review");

  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem("language", "ar"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(item(page, second, "أدواتي")).toContainText("مرفوضة");
  await expect(item(page, second, "أدواتي")).toContainText(reason);
  await expectNoAxeViolations(page);
});

test("a new vendor's dashboard: zero figures, the empty state, no axe findings in en and ar", async ({
  page,
}) => {
  await signUpViaForm(page, newAccount("vendor"), "vendor");
  for (const lang of ["en", "ar"]) {
    await page.evaluate((lang) => localStorage.setItem("language", lang), lang);
    await page.goto("/dashboard/vendor");
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("definition").first()).toHaveText(/^[0٠]$/);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: lang === "ar" ? "إرسال أداة جديدة" : "Submit New Tool" }),
    ).toHaveCount(2);
    await expectNoAxeViolations(page);
  }
});
