import type { Locator, Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config.ts";
import { signInAdminViaApi } from "./admin-two-factor.ts";
import { expectNoAxeViolations } from "./axe.ts";
import {
  expect,
  newAccount,
  signInViaForm,
  signUpViaForm,
  type TestAccount,
  test,
} from "./fixtures.ts";
import { confirmEmail, waitForMail } from "./mailbox.ts";

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

const FIRST_TEXT = "Answers customer questions around the clock.";
const REVISED_TEXT = "Now also answers voice notes, in Arabic, English and Hindi.";

async function submitTool(page: Page, vendor: TestAccount, name: string) {
  await page.goto("/submit-tool");
  await page.getByLabel("Tool Name").fill(name);
  await page.getByLabel("Description").fill(FIRST_TEXT);
  await chooseOption(page, "Category", "Customer Service");
  await chooseOption(page, "Pricing Model", "Freemium");
  await page.getByLabel("Website URL").fill("https://e2e-revision.example");
  await page.getByLabel("Your Name").fill(vendor.name);
  await page.getByLabel("Email").fill(vendor.email);
  await page.getByLabel("Company", { exact: true }).fill("E2E Revision Labs");
  await page.getByLabel("Key Features").fill("Live chat\nTicket triage");
  await page.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(toast(page, "Submission Received!")).toBeVisible();
}

async function signInAs(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await signInViaForm(page, email, password);
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Opens the review dialog of `name` from the admin's queue, paging forward until it shows. */
async function openReview(page: Page, name: string): Promise<Locator> {
  await page.goto("/dashboard/admin");
  const queue = page.getByRole("list", { name: "Submissions waiting for review, oldest first" });
  const row = queue.getByRole("listitem").filter({ hasText: name });
  await expect(queue).toBeVisible();
  while (!(await row.isVisible())) {
    const next = page.getByRole("button", { name: "Next" });
    await expect(next, `${name} in the queue`).toBeEnabled();
    await next.click();
  }
  await row.getByRole("button", { name: /^Review/ }).click();
  return page.getByRole("dialog", { name });
}

/** The approval went through: the dialog closed and the row left the queue (the toast may be gone). */
async function expectApproved(page: Page, dialog: Locator, name: string) {
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  const queue = page.getByRole("list", { name: "Submissions waiting for review, oldest first" });
  await expect(queue.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
}

const myTool = (page: Page, name: string) =>
  page.getByRole("tabpanel", { name: "My Tools" }).getByRole("listitem", { name });

test("a vendor's tool goes from submission to the marketplace, then an edit goes live only once approved", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const vendor = newAccount("vendor");
  const name = `E2E Revised ${vendor.email.split("@")[0]}`;

  // 1. Sign up as a vendor and submit on /submit-tool; an admin approves it. The vendor has not
  // confirmed their address, so the tool goes live without a vendor (issue 46 point 6: only a
  // vendor with a confirmed address may own a listing), and the admin's toast says so.
  await signUpViaForm(page, vendor, "vendor");
  await submitTool(page, vendor, name);
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const first = await openReview(page, name);
  await expect(first.getByText(/^Revision of/)).toHaveCount(0);
  const approval = page.waitForResponse((res) => /\/approve$/.test(res.url()));
  await first.getByRole("button", { name: "Approve" }).click();
  const approved = (await (await approval).json()) as {
    submission: { catalogSolutionId: string };
    vendorNotAssigned: string | null;
  };
  expect(approved.vendorNotAssigned).toBe("unconfirmed");
  await expect(toast(page, /has not confirmed their e-mail address yet/)).toBeVisible();
  await expectApproved(page, first, name);

  // Found by the marketplace search. The vendor's address is not confirmed yet, so the e-mail
  // about the decision repeats none of the vendor's words (not even the tool's name).
  await page.goto("/marketplace");
  await page.getByRole("searchbox", { name: "Search AI solutions" }).fill(name);
  await expect(page.getByRole("article").filter({ hasText: name })).toBeVisible({
    timeout: 20_000,
  });
  const notice = await waitForMail(
    page.request,
    (m) => m.to === vendor.email && m.subject.startsWith("News about your AI tool submission"),
  );
  expect(notice.text).not.toContain(name);

  // The vendor's dashboard shows the submission approved, with no listing of theirs to edit.
  await signInAs(page, vendor.email, vendor.password);
  await page.goto("/dashboard/vendor");
  const item = myTool(page, name);
  await expect(item.getByText("Approved", { exact: true })).toBeVisible();
  await expect(item.getByRole("button", { name: /^Edit/ })).toHaveCount(0);

  // 2. Once the vendor has confirmed, an admin assigns the listing to them; it is then theirs,
  // live, and Edit opens the form filled with the live values.
  await confirmEmail(page.request, vendor.email);
  const origin = { origin: baseURL ?? "" };
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { ...origin, "x-forwarded-for": `10.252.${process.pid % 250}.7` },
  });
  await signInAdminViaApi(admin);
  const assigned = await admin.put(
    `/api/admin/listings/${approved.submission.catalogSolutionId}/vendor`,
    { data: { email: vendor.email } },
  );
  expect(assigned.status()).toBe(200);
  await admin.dispose();
  await page.goto("/dashboard/vendor");
  await expect(item.getByText("Live", { exact: true })).toBeVisible();
  await expect(item.getByRole("link", { name: /View live page/ })).toBeVisible();
  await item.getByRole("button", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { name: `Edit listing: ${name}` })).toBeFocused();
  await expect(page.getByLabel("Tool Name")).toHaveValue(name);
  await expect(page.getByLabel("Description")).toHaveValue(FIRST_TEXT);
  await expect(page.getByLabel("Website URL")).toHaveValue("https://e2e-revision.example");
  await expect(page.getByLabel("Key Features")).toHaveValue("Live chat\nTicket triage");
  await expectNoAxeViolations(page);
  await page.getByLabel("Description").fill(REVISED_TEXT);
  await page.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(toast(page, "Your changes were sent for review")).toBeVisible();
  await expect(item).toContainText("Revision pending review");
  // While it is open, there is no second edit.
  await expect(item.getByRole("button", { name: /^Edit/ })).toHaveCount(0);

  // The live page still shows the old text.
  await item.getByRole("link", { name: /View live page/ }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const liveUrl = page.url();
  await expect(page.getByText(FIRST_TEXT).first()).toBeVisible();
  await expect(page.getByText(REVISED_TEXT)).toHaveCount(0);

  // The admin sees it as a revision of the live tool, the changed field highlighted, and approves.
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const review = await openReview(page, name);
  await expect(review.getByRole("link", { name })).toHaveAttribute(
    "href",
    new URL(liveUrl).pathname,
  );
  await expect(review).toContainText("Changed fields: 1");
  const description = review.getByRole("definition").filter({ hasText: REVISED_TEXT });
  await expect(description).toContainText(`Live now: ${FIRST_TEXT}`);
  await expect(review.getByRole("term").filter({ hasText: "Changed" })).toHaveText([
    /^Description\s*Changed$/,
  ]);
  await expectNoAxeViolations(page);
  await review.getByRole("button", { name: "Approve" }).click();
  await expectApproved(page, review, name);
  await waitForMail(
    page.request,
    (m) => m.to === vendor.email && m.subject === `Your changes to ${name} are live`,
  );

  // The live page now shows the new text, at the same address.
  await page.goto(liveUrl);
  await expect(page.getByText(REVISED_TEXT).first()).toBeVisible();
  await expect(page.getByText(FIRST_TEXT)).toHaveCount(0);
});

test("in Arabic: a live listing with its revision, the edit form and the admin's highlighted review pass axe", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const vendor = newAccount("vendor");
  const name = `E2E Arabic ${vendor.email.split("@")[0]}`;
  const origin = { origin: baseURL ?? "" };
  await signUpViaForm(page, vendor, "vendor");
  await confirmEmail(page.request, vendor.email);
  const form = {
    name,
    description: FIRST_TEXT,
    category: "Customer Service",
    pricingModel: "Freemium",
    websiteUrl: "https://e2e-revision.example",
    submitterName: vendor.name,
    submitterEmail: vendor.email,
    submitterCompany: "E2E Revision Labs",
    features: ["Live chat"],
    agreeToTerms: true,
    language: "ar",
  };
  const sent = await page.request.post("/api/tool-submissions", { data: form, headers: origin });
  expect(sent.status()).toBe(201);
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { ...origin, "x-forwarded-for": `10.251.${process.pid % 250}.7` },
  });
  await signInAdminViaApi(admin);
  const { id } = (await sent.json()) as { id: string };
  const approved = await admin.post(`/api/admin/submissions/${id}/approve`, { data: {} });
  expect(approved.status()).toBe(200);
  const { submission } = (await approved.json()) as { submission: { catalogSolutionId: string } };
  await admin.dispose();

  await page.evaluate(() => localStorage.setItem("language", "ar"));
  await page.goto("/dashboard/vendor");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const item = page.getByRole("tabpanel", { name: "أدواتي" }).getByRole("listitem", { name });
  await expect(item.getByText("منشورة", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await item.getByRole("button", { name: /^تعديل/ }).click();
  await expect(page.getByRole("heading", { name: `تعديل الأداة: ${name}` })).toBeFocused();
  await expect(page.getByRole("textbox").first()).toHaveValue(name);
  await expectNoAxeViolations(page);

  const revision = await page.request.post(
    `/api/vendor/listings/${submission.catalogSolutionId}/revisions`,
    { data: { ...form, description: REVISED_TEXT }, headers: origin },
  );
  expect(revision.status()).toBe(201);
  await page.goto("/dashboard/vendor");
  await expect(item).toContainText("تعديل بانتظار المراجعة");
  await expectNoAxeViolations(page);

  // The sign-in helper reads the English form; the admin's dashboard is then read in Arabic.
  await page.evaluate(() => localStorage.setItem("language", "en"));
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.evaluate(() => localStorage.setItem("language", "ar"));
  await page.goto("/dashboard/admin");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const queue = page.getByRole("list", { name: "طلبات بانتظار المراجعة، الأقدم أولاً" });
  await expect(queue).toBeVisible();
  const row = queue.getByRole("listitem").filter({ hasText: name });
  while (!(await row.isVisible())) {
    await page.getByRole("button", { name: "التالي" }).click();
  }
  await expect(row).toContainText(`تعديل على ${name}`);
  await row.getByRole("button").click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog.getByText("معدّل", { exact: true })).toHaveCount(1);
  await expect(dialog).toContainText("المنشور حاليًا:");
  await expectNoAxeViolations(page);
});
