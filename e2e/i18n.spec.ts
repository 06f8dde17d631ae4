import type { Page } from "@playwright/test";
import { ar } from "./arabic-texts.ts";
import { expect, newAccount, test } from "./fixtures.ts";

/**
 * Messages that start on the server reach the reader in their own language: the page words each
 * field error from the code the server sends beside its English message.
 */

async function inArabic(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("language", "ar");
    localStorage.setItem("cookie-consent", "accepted");
  });
}

test("a common password refused by the server is explained in Arabic", async ({ page }) => {
  await inArabic(page);
  const account = newAccount("common");
  await page.goto("/auth?tab=signup");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  const form = page.locator("form").filter({ has: page.locator('input[autocomplete="name"]') });
  await form.locator('input[autocomplete="name"]').fill(account.name);
  await form.locator('input[type="email"]').fill(account.email);
  // Long enough for the form's own checks; only the server knows it is on the common list.
  await form.locator('input[autocomplete="new-password"]').nth(0).fill("password123");
  await form.locator('input[autocomplete="new-password"]').nth(1).fill("password123");
  const answer = page.waitForResponse("**/api/auth/sign-up/email");
  await form.locator('button[type="submit"]').click();
  expect((await answer).status()).toBe(400);

  const password = form.locator('input[autocomplete="new-password"]').nth(0);
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(ar("auth.validation.passwordTooCommon"))).toBeVisible();
  await expect(page.getByText(/too common/i)).toHaveCount(0);
  await expect(page.getByText(ar("auth.toast.registrationFailed"))).toBeVisible();
});

test("a consultation the server refuses shows its field error in Arabic", async ({ page }) => {
  await inArabic(page);
  const account = newAccount("consult-ar");
  await page.goto("/consultation");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  // The form's own checks pass; on the way out the address is broken, as a bypassing client would.
  await page.route("**/api/consultations", (route) =>
    route.continue({
      postData: JSON.stringify({ ...route.request().postDataJSON(), email: "not-an-email" }),
    }),
  );
  await page.locator('input[autocomplete="name"]').fill(account.name);
  await page.locator('input[type="email"]').fill(account.email);
  const answer = page.waitForResponse("**/api/consultations");
  await page.locator('form button[type="submit"]').click();
  expect((await answer).status()).toBe(400);

  await expect(page.locator('input[type="email"]')).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(ar("consultation.validation.email"))).toBeVisible();
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText(ar("errors.api.invalidFields"));
  await expect(page.getByText(/Some fields are invalid|Invalid email/i)).toHaveCount(0);
});
