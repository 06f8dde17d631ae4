import type { Locator, Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config.ts";
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

/** The signed-in vendor sends a tool through the real form. */
async function submitTool(page: Page, vendor: TestAccount, name: string) {
  await page.goto("/submit-tool");
  await page.getByLabel("Tool Name").fill(name);
  await page.getByLabel("Description").fill("Answers customer questions around the clock.");
  await chooseOption(page, "Category", "Customer Service");
  await chooseOption(page, "Pricing Model", "Freemium");
  await page.getByLabel("Website URL").fill("https://e2e-review.example");
  await page.getByLabel("Your Name").fill(vendor.name);
  await page.getByLabel("Email").fill(vendor.email);
  await page.getByLabel("Company", { exact: true }).fill("E2E Review Labs");
  await page.getByLabel("Key Features").fill("Live chat\nTicket triage");
  await page.getByLabel("Integrations").fill("Slack, Zendesk");
  await page.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(toast(page, "Submission Received!")).toBeVisible();
}

async function signInAsAdmin(page: Page) {
  await page.context().clearCookies();
  await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/auth/);
}

/** The queue row of `name`, paging forward (oldest first) until it shows. */
async function queueRow(page: Page, name: string): Promise<Locator> {
  const queue = page.getByRole("list", { name: "Submissions waiting for review, oldest first" });
  const row = queue.getByRole("listitem").filter({ hasText: name });
  await expect(queue).toBeVisible();
  while (!(await row.isVisible())) {
    const next = page.getByRole("button", { name: "Next" });
    await expect(next, `${name} in the queue`).toBeEnabled();
    await next.click();
  }
  return row;
}

async function openReview(page: Page, name: string): Promise<Locator> {
  const row = await queueRow(page, name);
  await expect(row).toContainText("E2E Review Labs");
  await expect(row).toContainText("Customer Service");
  await expect(row).toContainText("Submitted");
  await row.getByRole("button", { name: /^Review/ }).click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog.getByRole("link", { name: "https://e2e-review.example" })).toBeVisible();
  return dialog;
}

test.describe("admin review of tool submissions", () => {
  test("a vendor's tool is approved and listed; a second is rejected only with a reason", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const vendor = newAccount("vendor");
    const stamp = vendor.email.split("@")[0];
    const approved = `E2E Approved ${stamp}`;
    const rejected = `E2E Rejected ${stamp}`;
    await signUpViaForm(page, vendor, "vendor");
    // Confirmed, so the decisions are e-mailed in full (an unconfirmed address gets a bare notice).
    await confirmEmail(page.request, vendor.email);
    await submitTool(page, vendor, approved);
    await submitTool(page, vendor, rejected);

    await signInAsAdmin(page);
    await page.goto("/dashboard/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    for (const card of ["Total users", "Tools listed", "Consultations", "Pending submissions"]) {
      await expect(page.getByRole("term").filter({ hasText: card })).toBeVisible();
    }
    await expect(page.getByText(/revenue/i)).toHaveCount(0);
    // Pending Tools comes first; the other tabs (SPEC order) follow it.
    await expect(page.getByRole("tab").first()).toHaveText("Pending Tools");
    await expect(page.getByRole("tab")).toContainText([
      "Pending Tools",
      "User Management",
      "Audit Log",
    ]);

    const dialog = await openReview(page, approved);
    await expect(dialog.getByRole("listitem")).toHaveText([
      "Live chat",
      "Ticket triage",
      "Slack",
      "Zendesk",
    ]);
    await expect(dialog).toContainText("Answers customer questions around the clock.");
    const statsRefreshed = page.waitForResponse(
      (r) => r.url().endsWith("/api/admin/stats") && r.status() === 200,
    );
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, `${approved} is approved and listed.`)).toBeVisible();
    await statsRefreshed;
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("listitem").filter({ hasText: approved })).toHaveCount(0);

    const second = await openReview(page, rejected);
    await second.getByRole("button", { name: "Reject" }).click();
    const reason = second.getByLabel("Reason for the vendor");
    await expect(second.getByText("Please give a reason of 3 to 2,000 characters.")).toBeVisible();
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await reason.fill("The website does not describe the product.");
    await second.getByRole("button", { name: "Reject" }).click();
    await expect(toast(page, `${rejected} is rejected.`)).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: rejected })).toHaveCount(0);

    await waitForMail(
      page.request,
      (m) => m.to === vendor.email && m.subject === `Your AI tool is live: ${approved}`,
    );
    await waitForMail(
      page.request,
      (m) => m.to === vendor.email && m.subject === `Your AI tool was not approved: ${rejected}`,
    );

    await page.goto("/marketplace");
    await page.getByRole("searchbox", { name: "Search AI solutions" }).fill(approved);
    await expect(page.getByRole("article").filter({ hasText: approved })).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: rejected })).toHaveCount(0);
  });

  test("a business user sees no admin data and every admin API call answers 403", async ({
    page,
  }) => {
    const business = newAccount("business");
    await signUpViaForm(page, business, "business");
    const statsCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/admin/")) statsCalls.push(r.url());
    });
    await page.goto("/dashboard/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access denied");
    await expect(page.getByText("Pending submissions")).toHaveCount(0);
    await expect(page.getByRole("tab")).toHaveCount(0);
    expect(statsCalls).toEqual([]);
    expect((await page.request.get("/api/admin/stats")).status()).toBe(403);

    // Every operation of the OpenAPI document under /api/admin, with any id, refuses this account.
    const doc = (await (await page.request.get("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/api/admin/"))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000"),
        })),
      );
    expect(calls.length, "admin operations in the OpenAPI document").toBeGreaterThan(20);
    for (const call of calls) {
      const response = await page.request.fetch(call.url, {
        method: call.method,
        ...(call.method === "GET" ? {} : { data: {} }),
      });
      expect(response.status(), `${call.method} ${call.url}`).toBe(403);
      const body = (await response.json()) as { error?: { code?: string } };
      expect(body.error?.code, `${call.method} ${call.url}`).toBe("FORBIDDEN");
    }
  });

  test("a submission another admin decided first: a clear message, the list refreshes (390 px)", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const vendor = newAccount("vendor");
    const name = `E2E Raced ${vendor.email.split("@")[0]}`;
    await signUpViaForm(page, vendor, "vendor");
    await submitTool(page, vendor, name);
    await signInAsAdmin(page);
    await page.goto("/dashboard/admin");
    const dialog = await openReview(page, name);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "no sideways scrolling at 390 px").toBe(0);

    // Another admin approves while this one is still reading.
    const queue = await page.request.get("/api/admin/submissions?pageSize=100");
    const { items } = (await queue.json()) as { items: { id: string; name: string }[] };
    const id = items.find((item) => item.name === name)?.id;
    const other = await page.request.post(`/api/admin/submissions/${id}/approve`, {
      data: {},
      headers: { origin: baseURL ?? "" },
    });
    expect(other.status()).toBe(200);

    await dialog.getByLabel("Reason for the vendor").fill("Please add pricing details.");
    await dialog.getByRole("button", { name: "Request Changes" }).click();
    await expect(
      toast(
        page,
        "Another admin has already decided this submission. The list has been refreshed.",
      ),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  });

  for (const lang of ["en", "ar"] as const) {
    test(`axe finds nothing on the admin dashboard in ${lang}, with the review dialog open`, async ({
      page,
    }) => {
      const vendor = newAccount("vendor");
      const name = `E2E Axe ${vendor.email.split("@")[0]}`;
      await signUpViaForm(page, vendor, "vendor");
      await submitTool(page, vendor, name);
      await signInAsAdmin(page);
      await page.evaluate((lang) => localStorage.setItem("language", lang), lang);
      await page.goto("/dashboard/admin");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const row = page.getByRole("listitem").filter({ hasText: name });
      // Wait for the figures and the queue, then check the page as the admin sees it.
      await expect(page.getByRole("list").filter({ has: row })).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
      await expectNoAxeViolations(page);

      if (lang === "en") {
        await openReview(page, name);
      } else {
        while (!(await row.isVisible())) await page.getByRole("button", { name: "التالي" }).click();
        await row.getByRole("button").click();
        await expect(page.getByRole("dialog", { name })).toBeVisible();
      }
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog.getByRole("status")).toHaveCount(0);
      await dialog
        .getByRole("button")
        .filter({ hasText: lang === "en" ? "Reject" : "رفض" })
        .click();
      await expect(dialog.locator('[aria-invalid="true"]')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
