import type { Browser, Page } from "@playwright/test";
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

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner from covering buttons at the bottom of the viewport.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

async function signInAsAdmin(page: Page) {
  await page.context().clearCookies();
  await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/auth/);
}

let ipCounter = 0;
/** A second browser for the managed user, behind its own client address (rate limits are per address). */
async function userBrowser(browser: Browser, baseURL: string | undefined) {
  ipCounter += 1;
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: {
      "x-forwarded-for": `10.200.${ipCounter}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  await context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  return context.newPage();
}

/** The admin dashboard's User Management tab, searched for `text`. */
async function searchUsers(page: Page, text: string) {
  await page.getByRole("tab", { name: "User Management" }).click();
  await page.getByLabel("Search users by name or e-mail").fill(text);
  const row = page.getByRole("row").filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("row")).toHaveCount(2); // the header and the one match
  return row;
}

async function userId(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
  const { items } = (await res.json()) as { items: { id: string }[] };
  expect(items).toHaveLength(1);
  return items[0]?.id ?? "";
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The audit entries shown, filtered by the action's label; waits until every one has it. */
async function auditEntriesFor(page: Page, actionLabel: string) {
  await chooseOption(page, "Action", actionLabel);
  const list = page.getByRole("list", { name: "Audit entries, newest first" });
  const entries = list.getByRole("listitem");
  await expect(entries.first()).toBeVisible();
  await expect(entries.filter({ hasNotText: actionLabel })).toHaveCount(0);
  return entries;
}

test.describe("admin user management and audit log", () => {
  test("search, make a vendor, ban with a reason (signed out at once), unban; each in the audit log", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const member: TestAccount = newAccount("member");
    const memberPage = await userBrowser(browser, baseURL);
    await signUpViaForm(memberPage, member, "business");

    await signInAsAdmin(page);
    await page.goto("/dashboard/admin");
    await expect(page.getByRole("tab")).toContainText(["Pending Tools", "User Management"]);
    const row = await searchUsers(page, member.email);
    await expect(row).toContainText(member.name);
    await expect(row).toContainText("Active");

    // Make them a vendor, after a confirmation.
    await row.getByRole("combobox", { name: `Role of ${member.name}` }).click();
    await page.getByRole("option", { name: "AI Vendor", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Change this user's role?" });
    await expect(confirm).toContainText(`${member.name} will be AI Vendor`);
    await confirm.getByRole("button", { name: "Change role" }).click();
    await expect(toast(page, `${member.name} is now AI Vendor.`)).toBeVisible();
    await expect(row.getByRole("combobox")).toHaveText("AI Vendor");

    // The member's Dashboard now leads to the vendor dashboard.
    await memberPage.goto("/");
    await memberPage.getByRole("button", { name: member.name }).click();
    await memberPage.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(memberPage).toHaveURL(/\/dashboard\/vendor$/);
    await expect(memberPage.getByRole("heading", { name: "Access denied" })).toHaveCount(0);

    // Ban: a reason is required.
    await row.getByRole("button", { name: `Ban ${member.name}` }).click();
    const banDialog = page.getByRole("dialog", { name: "Ban this user?" });
    await banDialog.getByRole("button", { name: "Ban user" }).click();
    await expect(banDialog.getByText("Give a reason of 3 to 500 characters.")).toBeVisible();
    await expect(banDialog.getByLabel("Reason")).toBeFocused();
    await banDialog.getByLabel("Reason").fill("Sent spam through the lead forms.");
    await banDialog.getByRole("button", { name: "Ban user" }).click();
    await expect(toast(page, `${member.name} is banned and signed out.`)).toBeVisible();
    await expect(banDialog).toBeHidden();
    await expect(row).toContainText("Banned");
    await expect(row).toContainText("Reason: Sent spam through the lead forms.");

    // The banned member's next request is a visitor's, and signing in is refused.
    await memberPage.goto("/dashboard/vendor");
    await expect(memberPage).toHaveURL(/\/auth/);
    expect(await (await memberPage.request.get("/api/me")).json()).toEqual({ profile: null });
    await signInViaForm(memberPage, member.email, member.password);
    await expect(memberPage).toHaveURL(/\/auth/);
    await expect(memberPage.getByRole("button", { name: member.name })).toHaveCount(0);

    // Unban: they may sign in again.
    await row.getByRole("button", { name: `Unban ${member.name}` }).click();
    await expect(toast(page, `${member.name} may sign in again.`)).toBeVisible();
    await expect(row).toContainText("Active");
    await signInViaForm(memberPage, member.email, member.password);
    await expect(memberPage.getByText("Welcome back!")).toBeVisible();
    await memberPage.close();

    // The audit log shows each action, filtered by action, with the record and before/after.
    const id = await userId(page, member.email);
    await page.getByRole("tab", { name: "Audit Log" }).click();
    for (const [label, field, before, after] of [
      ["Changed a role", "role", '"business"', '"vendor"'],
      ["Banned a user", "banned", "false", "true"],
      ["Lifted a ban", "banned", "true", "false"],
    ] as const) {
      const entries = await auditEntriesFor(page, label);
      const entry = entries.filter({ hasText: id });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(E2E_ADMIN.email);
      await entry.getByText("Before and after").click();
      const change = entry
        .locator("dl > div")
        .filter({ has: page.locator("dt", { hasText: new RegExp(`^${field}$`) }) });
      await expect(change).toContainText(`Before${before}`);
      await expect(change).toContainText(`After${after}`);
    }
    const banEntry = (await auditEntriesFor(page, "Banned a user")).filter({ hasText: id });
    await banEntry.getByText("Before and after").click();
    await expect(banEntry).toContainText('"Sent spam through the lead forms."');
  });

  test("the admin's own row cannot be changed, and says why", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/dashboard/admin");
    const row = await searchUsers(page, E2E_ADMIN.email);
    await expect(row).toContainText("You");
    const hint = "This is your own account: another admin must change your role or ban you.";
    await expect(row).toContainText(hint);
    const role = row.getByRole("combobox");
    await expect(role).toBeDisabled();
    await expect(role).toHaveAccessibleDescription(hint);
    await expect(row.getByRole("button", { name: /^Ban / })).toBeDisabled();
    // The server refuses it too, whatever the page shows.
    const res = await page.request.fetch(
      `/api/admin/users/${await userId(page, E2E_ADMIN.email)}/role`,
      {
        method: "PATCH",
        data: { role: "business" },
        headers: { origin: new URL(page.url()).origin },
      },
    );
    expect(res.status()).toBe(403);
  });

  for (const lang of ["en", "ar"] as const) {
    test(`axe finds nothing on both tabs in ${lang}, and nothing scrolls sideways at 390 px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      // One real audit row at least: a new member made a vendor through the API.
      const member = newAccount("axe");
      await signUpViaForm(page, member, "business");
      await signInAsAdmin(page);
      const id = await userId(page, member.email);
      const changed = await page.request.fetch(`/api/admin/users/${id}/role`, {
        method: "PATCH",
        data: { role: "vendor" },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(changed.status()).toBe(200);

      await page.evaluate((lang) => localStorage.setItem("language", lang), lang);
      const names =
        lang === "en"
          ? { users: "User Management", audit: "Audit Log", details: "Before and after" }
          : { users: "إدارة المستخدمين", audit: "سجل التدقيق", details: "قبل وبعد" };
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/dashboard/admin");
        await expect(page.locator("html")).toHaveAttribute("lang", lang);

        await page.getByRole("tab", { name: names.users }).click();
        // The admin's own account (the server names it Administrator), among the search's matches.
        await page.getByRole("tabpanel").getByRole("searchbox").fill(E2E_ADMIN.email);
        // A table on wide screens, cards on narrow ones; either way every control is on screen.
        const panel = page.getByRole("tabpanel");
        await expect(panel.getByRole(width > 700 ? "table" : "list")).toBeVisible();
        await expect(panel.getByRole(width > 700 ? "list" : "table")).toHaveCount(0);
        const ownRole = panel.getByRole("combobox", { name: /Administrator/ });
        const box = await ownRole.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, "the role control on screen").toBe(
          true,
        );
        await expect(ownRole).toBeDisabled();
        await expect(page.getByRole("status")).toHaveCount(0);
        // The search's own rows, not the previous ones dimmed while it loads: the search starts
        // after a pause in typing, so the list first shows its one match (the header row beside
        // it in the table), then nothing is busy.
        await expect(panel.getByRole(width > 700 ? "row" : "listitem")).toHaveCount(
          width > 700 ? 2 : 1,
        );
        await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
        const overflow = () =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
        expect(await overflow(), `no sideways scrolling on the users tab at ${width} px`).toBe(0);

        await page.getByRole("tab", { name: names.audit }).click();
        const first = page.getByRole("tabpanel").getByRole("listitem").first();
        await expect(first).toBeVisible();
        await first.getByText(names.details).click();
        await expect(first.getByRole("definition").first()).toBeVisible();
        await expect(page.getByRole("status")).toHaveCount(0);
        await expect(page.getByRole("tabpanel").locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
        expect(await overflow(), `no sideways scrolling on the audit tab at ${width} px`).toBe(0);
      }
    });
  }
});
