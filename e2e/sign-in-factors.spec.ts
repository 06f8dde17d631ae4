import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, newAccount, signInViaForm, signUpViaForm, test } from "./fixtures.ts";
import { confirmationPath, confirmEmail } from "./mailbox.ts";
import { secretOf, unusedTotpCode } from "./totp.ts";

/**
 * Issue 46 as a reader meets it: two-factor sign-in waits for a confirmed address, the
 * confirmation link signs nobody in, and an admin can give a locked-out owner their account back.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

const twoFactor = (page: Page, name: string) => page.getByRole("region", { name });

test("on a phone in Arabic, two-factor sign-in waits for the address; the link opened signed out says to sign in", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const member = newAccount("confirm-first");
  await signUpViaForm(page, member, "business");

  await page.goto("/ar/account");
  const section = twoFactor(page, "تسجيل الدخول بخطوتين");
  await expect(
    section.getByText("أكّد عنوان بريدك الإلكتروني أولاً: يمكن إعداد تسجيل الدخول بخطوتين"),
  ).toBeVisible();
  await expect(section.getByRole("button")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // The link, opened on another device: confirmed, nobody signed in, a way to sign in.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "x-forwarded-for": `10.201.${process.pid % 250}.9` },
  });
  const other = await phone.newPage();
  await other.goto(await confirmationPath(page.request, member.email));
  await expect(other).toHaveURL(/\/account\?emailVerified=1$/);
  await expect(
    other.getByText("Your e-mail address is confirmed. Sign in to continue."),
  ).toBeVisible();
  expect(await (await other.request.get("/api/me")).json()).toEqual({ profile: null });
  await expectNoAxeViolations(other);
  await other.getByRole("link", { name: "Sign in" }).click();
  await expect(other).toHaveURL(/\/auth/);
  await phone.close();

  // Back on the first browser, still signed in, the set-up is offered now.
  await page.reload();
  await expect(section.getByRole("button", { name: "إعداد" })).toBeVisible();
});

test("an admin resets the sign-in factors of an owner who lost them; the owner signs in with the password", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = newAccount("lost-phone");
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: {
      "x-forwarded-for": `10.202.${process.pid % 250}.${Math.floor(Math.random() * 250) + 1}`,
      origin: baseURL ?? "",
    },
  });
  const ownerPage = await context.newPage();
  await ownerPage.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  await signUpViaForm(ownerPage, owner, "business");
  await confirmEmail(ownerPage.request, owner.email);
  const enabled = await ownerPage.request.post("/api/auth/two-factor/enable", {
    data: { password: owner.password },
  });
  expect(enabled.status()).toBe(200);
  const key = secretOf(((await enabled.json()) as { totpURI: string }).totpURI);
  const confirmed = await ownerPage.request.post("/api/auth/two-factor/verify-totp", {
    data: { code: await unusedTotpCode(key) },
  });
  expect(confirmed.status()).toBe(200);

  await page.context().clearCookies();
  await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/dashboard/admin");
  await page.getByRole("tab", { name: "User Management" }).click();
  await page.getByLabel("Search users by name or e-mail").fill(owner.email);
  const row = page.getByRole("row").filter({ hasText: owner.email });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `Reset the sign-in factors of ${owner.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Reset two-factor sign-in and passkeys?" });
  await dialog.getByLabel("How you checked who they are").fill("Called back on the number on file");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Reset sign-in" }).click();
  await expect(
    page
      .locator("[data-sonner-toast]")
      .filter({ hasText: `${owner.name} can sign in with the password` }),
  ).toBeVisible();

  // The owner was signed out everywhere, and the password alone signs them in now.
  expect(await (await ownerPage.request.get("/api/me")).json()).toEqual({ profile: null });
  const signIn = await ownerPage.request.post("/api/auth/sign-in/email", {
    data: { email: owner.email, password: owner.password },
  });
  expect(signIn.status()).toBe(200);
  expect(((await signIn.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBeFalsy();
  await context.close();
});
