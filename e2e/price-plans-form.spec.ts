import type { Locator, Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, newAccount, signInViaForm, signUpViaForm, test } from "./fixtures.ts";
import { confirmEmail } from "./mailbox.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

const HOSTING_EVIDENCE = "https://e2e-ledger.example/trust/hosting";
const GDPR_EVIDENCE = "https://e2e-ledger.example/dpa";

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).click();
}

test.describe("price plans and regional facts on the submission form", () => {
  test("a vendor sends two plans, a trial and two facts; the admin sees and approves them; the tool carries them", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const vendor = newAccount("vendor");
    const name = `E2E Ledger ${vendor.email.split("@")[0]}`;
    await signUpViaForm(page, vendor, "vendor");
    await confirmEmail(page.request, vendor.email);

    await page.goto("/submit-tool");
    await page.getByLabel("Tool Name").fill(name);
    await page.getByLabel("Description").fill("Issues e-invoices for shops in the Gulf.");
    await choose(page, page, "Category", "Finance & Accounting");
    await choose(page, page, "Pricing Model", "Annual Subscription");
    await page.getByLabel("Website URL").fill("https://e2e-ledger.example");
    await page.getByLabel("Company", { exact: true }).fill("E2E Ledger Labs");

    // Two plans: a yearly price with VAT included, and a custom quote (no amount to type).
    await page.getByRole("button", { name: "Add a plan" }).click();
    const first = page.getByRole("group", { name: "Plan 1" });
    await expect(first.getByLabel("Plan name")).toBeFocused();
    await first.getByLabel("Plan name").fill("Business");
    await choose(first, page, "Billing", "Yearly");
    await first.getByLabel("Amount").fill("1200");
    await choose(first, page, "Currency", /^USD/);
    await first.getByRole("checkbox", { name: "Price includes VAT/GST" }).check();
    await page.getByRole("button", { name: "Add a plan" }).click();
    const second = page.getByRole("group", { name: "Plan 2" });
    await second.getByLabel("Plan name").fill("Enterprise");
    await choose(second, page, "Billing", "Custom quote");
    await expect(second.getByLabel("Amount")).toHaveCount(0);
    await expect(second.getByText("A custom quote has no amount")).toBeVisible();
    await choose(second, page, "Currency", /^SAR/);
    await page.getByLabel("Free trial (days)").fill("14");

    // Two facts; the second's evidence left empty is named on its own field.
    await page
      .getByTestId("facts-hosting")
      .getByRole("checkbox", { name: "UAE", exact: true })
      .check();
    await page.getByLabel("Evidence link for Data hosting: UAE").fill(HOSTING_EVIDENCE);
    await page.getByTestId("facts-compliance").getByRole("checkbox", { name: /^GDPR/ }).check();
    const gdpr = page.getByLabel("Evidence link for Compliance: ");
    await expect(gdpr).toBeVisible();
    await page.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
    await page.getByRole("button", { name: "Submit for Review" }).click();
    await expect(gdpr).toBeFocused();
    await expect(gdpr).toHaveAttribute("aria-invalid", "true");
    await gdpr.fill(GDPR_EVIDENCE);
    await page.getByRole("button", { name: "Submit for Review" }).click();
    await expect(toast(page, "Submission Received!")).toBeVisible();

    await page.context().clearCookies();
    await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto("/dashboard/admin");
    const queue = page.getByRole("list", { name: "Submissions waiting for review, oldest first" });
    await expect(queue).toBeVisible();
    const row = queue.getByRole("listitem").filter({ hasText: name });
    while (!(await row.isVisible())) await page.getByRole("button", { name: "Next" }).click();
    await row.getByRole("button", { name: /^Review/ }).click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog.getByText("Business · Yearly")).toBeVisible();
    await expect(dialog.getByText("Enterprise · Custom quote")).toBeVisible();
    await expect(dialog.getByText("Free trial: 14 days")).toBeVisible();
    const evidence = dialog.getByRole("link", { name: HOSTING_EVIDENCE });
    await expect(evidence).toHaveAttribute("rel", /noopener noreferrer/);
    await expect(dialog.getByRole("link", { name: GDPR_EVIDENCE })).toBeVisible();
    const approved = page.waitForResponse((res) => /\/approve$/.test(res.url()));
    await dialog.getByRole("button", { name: "Approve" }).click();
    const { liveSlug } = (await (await approved).json()) as { liveSlug: string };
    await expect(toast(page, `${name} is approved and listed.`)).toBeVisible();

    const { tool } = await (await page.request.get(`/api/tools/${liveSlug}`)).json();
    expect(tool.pricePlans).toEqual([
      {
        name: "Business",
        billing: "yearly",
        amount: 1200,
        currency: "USD",
        taxIncluded: true,
        maxUsers: null,
        usage: null,
      },
      {
        name: "Enterprise",
        billing: "custom",
        amount: null,
        currency: "SAR",
        taxIncluded: false,
        maxUsers: null,
        usage: null,
      },
    ]);
    expect(tool.freeTrialDays).toBe(14);
    expect(tool.lowestMonthly).toEqual({ amount: 100, currency: "USD" });
    expect(tool.regionalFacts).toEqual([
      expect.objectContaining({ kind: "hosting", value: "uae", evidenceUrl: HOSTING_EVIDENCE }),
      expect.objectContaining({ kind: "compliance", value: "gdpr", verifiedAt: null }),
    ]);
  });

  test("an admin edits a listing's plans and facts; an unchanged verified fact stays verified", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/auth/);
    // A demo listing with a verified fact (the seed's) that no other test edits.
    const slug = "rahma-patient-assist";
    const before = (await (await page.request.get(`/api/tools/${slug}`)).json()).tool;
    await page.goto("/dashboard/admin");
    await page.getByRole("tab", { name: "Content Management" }).click();
    await page.getByLabel("Search listings by name").fill(before.name);
    const tableRow = page.getByRole("row").filter({ hasText: before.name });
    await tableRow.getByRole("button", { name: `Edit ${before.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${before.name}` });
    // The form shows once the listing has loaded (a spinner before): count its plans only then.
    await expect(dialog.getByRole("button", { name: "Add a plan" })).toBeVisible();
    while ((await dialog.getByRole("button", { name: "Remove plan 1" }).count()) > 0)
      await dialog.getByRole("button", { name: "Remove plan 1" }).click();
    await dialog.getByRole("button", { name: "Add a plan" }).click();
    const plan = dialog.getByRole("group", { name: "Plan 1" });
    await plan.getByLabel("Plan name").fill("Clinic");
    await plan.getByLabel("Billing").selectOption("monthly");
    await plan.getByLabel("Amount").fill("375");
    await plan.getByLabel("Currency").selectOption("SAR");
    await dialog.getByLabel("Free trial (days)").fill("21");
    const support = dialog.getByRole("group", { name: "Local support" });
    const saudi = support.getByRole("checkbox", { name: "Saudi Arabia" });
    if ((await saudi.getAttribute("aria-checked")) !== "true") await saudi.check();
    await dialog
      .getByLabel("Evidence link for Local support: Saudi Arabia")
      .fill("https://e2e-rahma.example/support");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, `${before.name} was saved.`)).toBeVisible();

    const { tool } = await (await page.request.get(`/api/tools/${slug}`)).json();
    expect(tool.pricePlans).toEqual([
      {
        name: "Clinic",
        billing: "monthly",
        amount: 375,
        currency: "SAR",
        taxIncluded: false,
        maxUsers: null,
        usage: null,
      },
    ]);
    expect(tool).toMatchObject({ freeTrialDays: 21, freeTrial: true });
    const pdpl = (facts: { value: string; verifiedAt: string | null }[]) =>
      facts.find((fact) => fact.value === "saudi-pdpl")?.verifiedAt;
    expect(pdpl(tool.regionalFacts)).toBe(pdpl(before.regionalFacts));
    expect(pdpl(tool.regionalFacts)).not.toBeNull();
    expect(tool.regionalFacts).toContainEqual(
      expect.objectContaining({ kind: "localSupport", value: "saudi", verifiedAt: null }),
    );
  });

  for (const lang of ["en", "ar"] as const) {
    test(`axe finds nothing on the form with a plan and a fact open (${lang})`, async ({
      page,
    }) => {
      await page.goto(lang === "en" ? "/submit-tool" : "/ar/submit-tool");
      await page.getByRole("button", { name: lang === "en" ? "Add a plan" : "أضف خطة" }).click();
      await expect(page.getByRole("group", { name: /Plan 1|الخطة 1/ })).toBeVisible();
      await page.getByTestId("facts-hosting").getByRole("checkbox").first().check();
      await expect(page.getByTestId("facts-hosting").getByRole("textbox")).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
});
