import type { APIRequestContext } from "@playwright/test";
import { expect, newAccount, signInViaForm, signUpViaForm, test } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";

/** The reset link e-mailed to `email`, as a path (the mail names the configured public URL). */
async function resetLinkPath(request: APIRequestContext, email: string): Promise<string> {
  const mail = await waitForMail(
    request,
    (m) => m.to === email.toLowerCase() && m.text.includes("/api/auth/reset-password/"),
    `reset link for ${email}`,
  );
  const link = new URL(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail.text)?.[0] ?? "");
  return `${link.pathname}${link.search}`;
}

test.describe("forgotten password", () => {
  test("a user asks for a link, sets a new password from it, and signs in with it", async ({
    page,
  }) => {
    const account = newAccount("reset");
    await signUpViaForm(page, account, "business");
    await page.getByRole("button", { name: account.name }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    const sent = page.getByRole("status").filter({ hasText: "Check your inbox" });
    await expect(sent).toContainText(account.email);
    await expect(sent).toContainText("60 minutes");

    const linkPath = await resetLinkPath(page.request, account.email);
    await page.goto(linkPath);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");

    // Checked before anything is sent, then by the server's common-password rule.
    await page.getByLabel("New password", { exact: true }).fill("a-new-passphrase-e2e-1");
    await page.getByLabel("Confirm new password").fill("something else entirely");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("This must match the password above.")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("password123");
    await page.getByLabel("Confirm new password").fill("password123");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(
      page.getByText("This password is too common. Choose one that is harder to guess."),
    ).toBeVisible();

    const newPassword = "a-new-passphrase-e2e-1";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    // The old password no longer signs in; the new one does.
    await signInViaForm(page, account.email, account.password);
    await expect(page.getByText("Login failed")).toBeVisible();
    await signInViaForm(page, account.email, newPassword);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByRole("button", { name: account.name })).toBeVisible();

    // The link worked once: opened again, it says so and offers a new one.
    await page.goto(linkPath);
    await expect(page.getByRole("alert")).toContainText("This link does not work any more");
    await page.getByRole("link", { name: "Send me a new link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("in Arabic, an address without an account gets the same answer, right to left", async ({
    page,
  }) => {
    await page.goto("/ar/auth");
    await page.getByRole("link", { name: "هل نسيت كلمة المرور؟" }).click();
    await expect(page).toHaveURL(/\/ar\/forgot-password$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveTitle(/نسيت كلمة المرور/);
    const nobody = `nobody-${Date.now()}@e2e.test`;
    await page.getByLabel("البريد الإلكتروني").fill(nobody);
    await page.getByRole("button", { name: "أرسل رابط إعادة التعيين" }).click();
    const sent = page.getByRole("status").filter({ hasText: "تحقّق من بريدك الوارد" });
    await expect(sent).toContainText(nobody);
    await page.getByRole("button", { name: "استخدم عنواناً آخر" }).click();
    await expect(page.getByLabel("البريد الإلكتروني")).toBeVisible();

    // A link that did not work lands here with an error, in Arabic.
    await page.goto("/ar/reset-password?error=INVALID_TOKEN");
    await expect(page.getByRole("alert")).toContainText("لم يعد هذا الرابط صالحاً");
  });
});
