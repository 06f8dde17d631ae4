import type { Page } from "@playwright/test";
import { signInAdminViaApi } from "./admin-two-factor.ts";
import {
  enterTwoFactorCode,
  expect,
  newAccount,
  signInViaForm,
  signUpViaForm,
  type TestAccount,
  test,
} from "./fixtures.ts";
import { confirmEmail } from "./mailbox.ts";
import { totpCode, unusedTotpCode } from "./totp.ts";

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner from covering buttons at the bottom of the viewport.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

const section = (page: Page) => page.getByRole("region", { name: "Two-factor sign-in" });

/**
 * Turns two-factor sign-in on from the account settings, as a reader with an authenticator app
 * would: the key typed in from the page's text. Returns the key and the backup codes shown.
 */
async function enrol(page: Page, account: TestAccount) {
  const settings = section(page);
  await expect(settings.getByText("Two-factor sign-in is off.")).toBeVisible();
  await settings.getByRole("button", { name: "Set up" }).click();
  await settings.getByLabel("Your password").fill(`${account.password}-wrong`);
  await settings.getByRole("button", { name: "Continue" }).click();
  await expect(settings.getByText("The current password is not correct.")).toBeVisible();
  await settings.getByLabel("Your password").fill(account.password);
  await settings.getByRole("button", { name: "Continue" }).click();

  await expect(
    settings.getByRole("img", { name: "QR code for your authenticator app" }),
  ).toBeVisible();
  const key = (await settings.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()) ?? "";
  const codes = await settings
    .getByRole("list", { name: "Backup codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  await expect(settings.getByText(/each code lets you sign in once/)).toBeVisible();

  const code = settings.getByLabel("Code from the app");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await code.fill(await unusedTotpCode(key));
  await settings.getByRole("button", { name: "Turn on" }).click();
  await expect(settings.getByText("Two-factor sign-in is on.", { exact: true })).toBeVisible();
  return { key, codes };
}

test("a member turns two-factor sign-in on and signs in with a code, then with a backup code", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = newAccount("two-factor");
  await signUpViaForm(page, member, "business");
  // Two-factor sign-in is set up only on a confirmed address.
  await confirmEmail(page.request, member.email);
  await page.goto("/account");
  const { key, codes } = await enrol(page, member);

  // Signed out, the password alone is not enough: a code step follows.
  await page.context().clearCookies();
  await signInViaForm(page, member.email, member.password);
  const input = page.getByLabel("Authentication code");
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute("autocomplete", "one-time-code");
  await expect(input).toHaveAttribute("inputmode", "numeric");
  await enterTwoFactorCode(page, totpCode(key, Date.now() + 10 * 60_000));
  await expect(
    page.getByText("That code is not right. Check your app and try again."),
  ).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/auth/);
  const code = await unusedTotpCode(key);
  await enterTwoFactorCode(page, code);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const me = await (await page.request.get("/api/me")).json();
  expect(me.profile).toMatchObject({ email: member.email, twoFactorEnabled: true });

  // A code works once: seen over a shoulder, it does not sign in again.
  await page.context().clearCookies();
  await signInViaForm(page, member.email, member.password);
  await enterTwoFactorCode(page, code);
  await expect(
    page.getByText("That code was used already. Wait for the next code in your app."),
  ).toBeVisible();
  expect((await (await page.request.get("/api/me")).json()).profile).toBeNull();

  // A backup code instead of the app, once.
  await page.context().clearCookies();
  await signInViaForm(page, member.email, member.password);
  await page.getByRole("button", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  expect((await (await page.request.get("/api/me")).json()).profile.email).toBe(member.email);
});

test("a refusal for an old sign-in asks for the password and the code, then carries on", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const member = newAccount("reauth");
  await signUpViaForm(page, member, "business");
  // Two-factor sign-in is set up only on a confirmed address.
  await confirmEmail(page.request, member.email);
  await page.goto("/account");
  const { key } = await enrol(page, member);

  // The server answers REAUTH_REQUIRED only to a sign-in older than 15 minutes: played here once.
  let refused = false;
  await page.route("**/api/auth/change-password", async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 403,
      json: { error: { code: "REAUTH_REQUIRED", message: "Sign in again." } },
    });
  });
  const newPassword = `${member.password}-2`;
  await page.getByLabel("Current password").fill(member.password);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();

  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(dialog.getByLabel("Password")).toBeFocused();
  await dialog.getByLabel("Password").fill(member.password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByLabel("Authentication code").fill(await unusedTotpCode(key));
  await dialog.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText("Your password is changed. Other devices are signed out."),
  ).toBeVisible();

  // Cancelled (Esc), the action fails and says why.
  refused = false;
  await page.getByLabel("Current password").fill(newPassword);
  await page.getByLabel("New password", { exact: true }).fill(member.password);
  await page.getByLabel("Confirm new password").fill(member.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText("You didn't confirm it's you, so nothing was changed."),
  ).toBeVisible();

  // Stopped at the code step, the reader is still signed in with the session they had.
  refused = false;
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Password").fill(newPassword);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByLabel("Authentication code")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // The earlier cancel's notice may still be showing: this one is the last.
  await expect(
    page.getByText("You didn't confirm it's you, so nothing was changed.").last(),
  ).toBeVisible();
  const me = await (await page.request.get("/api/me")).json();
  expect(me.profile?.email).toBe(member.email);
  await expect(page.getByRole("button", { name: "Change password" })).toBeVisible();

  // The three refusals played above are the point of this test.
  const played = consoleErrors.filter((text) => /status of 403/.test(text));
  expect(played).toHaveLength(3);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((t) => !played.includes(t)),
  );
});

test("an admin without two-factor sign-in is sent to set it up, then back to the admin page", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const newAdmin = newAccount("new-admin");
  await signUpViaForm(page, newAdmin, "business");
  // Two-factor sign-in is set up only on a confirmed address.
  await confirmEmail(page.request, newAdmin.email);
  // The e2e admin (two-factor on) makes the new account an admin through the API.
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL ?? "", "x-forwarded-for": `10.248.${process.pid % 250}.3` },
  });
  await signInAdminViaApi(admin);
  const found = await admin.get(`/api/admin/users?q=${encodeURIComponent(newAdmin.email)}`);
  const { items } = (await found.json()) as { items: { id: string }[] };
  const promoted = await admin.patch(`/api/admin/users/${items[0]?.id}/role`, {
    data: { role: "admin" },
  });
  expect(promoted.status()).toBe(200);
  await admin.dispose();

  // The role change ended the account's sessions; signed in again, the admin page sends it on.
  await page.context().clearCookies();
  await signInViaForm(page, newAdmin.email, newAdmin.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard/admin");
  await expect(page).toHaveURL(/\/account\?next=%2Fdashboard%2Fadmin#two-factor$/);
  await expect(
    section(page).getByText(
      "Admins must turn on two-factor sign-in before they can open the admin pages.",
    ),
  ).toBeVisible();
  await enrol(page, newAdmin);
  // Admins keep it on: no Turn off.
  await expect(
    section(page).getByText("As an admin you must keep two-factor sign-in on."),
  ).toBeVisible();
  await expect(section(page).getByRole("button", { name: "Turn off" })).toHaveCount(0);
  await section(page).getByRole("link", { name: "Continue where you were going" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/\/account/);
});
