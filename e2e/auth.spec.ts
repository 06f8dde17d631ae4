import { E2E_ADMIN, PORT } from "../playwright.config.ts";
import { expect, newAccount, signInViaForm, signUpViaForm, test } from "./fixtures.ts";

test.describe("accounts", () => {
  test("a business owner signs up, reaches the business dashboard and signs out", async ({
    page,
  }) => {
    const account = newAccount("business");
    await signUpViaForm(page, account, "business");
    // It lands on its dashboard, greeted by name, with the confirm-e-mail notice first.
    await expect(
      page.getByRole("heading", { level: 2, name: `Welcome to VettedAI, ${account.name}!` }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();

    await page.getByRole("button", { name: account.name }).click();
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard\/business$/);
    await expect(page.getByText(account.name).first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole("button", { name: account.name })).toBeVisible();

    await page.getByRole("button", { name: account.name }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  });

  test("a vendor signs up and Dashboard leads to the vendor dashboard", async ({ page }) => {
    const account = newAccount("vendor");
    await signUpViaForm(page, account, "vendor");
    await expect(page.getByRole("link", { name: /Submit your first tool/ })).toHaveAttribute(
      "href",
      "/submit-tool",
    );
    await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
    await page.getByRole("button", { name: account.name }).click();
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard\/vendor$/);
  });

  test("the server refuses an admin sign-up even when the form is bypassed", async ({ page }) => {
    await page.goto("/auth");
    const status = await page.evaluate(async () => {
      const res = await fetch("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Mallory",
          email: `mallory-${Date.now()}@e2e.test`,
          password: "e2e-correct-horse-battery",
          role: "admin",
        }),
      });
      return res.status;
    });
    expect(status).toBe(400);
  });

  test("mismatched passwords are caught before anything is sent", async ({ page }) => {
    const account = newAccount();
    await page.goto("/auth?tab=signup");
    let sent = false;
    page.on("request", (req) => {
      if (req.url().includes("/api/auth/sign-up")) sent = true;
    });
    await page.getByLabel("Full Name").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm Password").fill(`${account.password}-typo`);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByText("Please make sure your passwords match.")).toBeVisible();
    expect(sent).toBe(false);
  });

  test("a wrong password shows the login-failed toast and stays signed out", async ({ page }) => {
    const account = newAccount();
    await signUpViaForm(page, account, "business");
    await page.context().clearCookies();
    await signInViaForm(page, account.email, "not-the-right-password");
    await expect(page.getByText("Login failed")).toBeVisible();
    await expect(page.getByText("Please check your credentials and try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test("signing in welcomes the user back and goes home", async ({ page }) => {
    const account = newAccount();
    await signUpViaForm(page, account, "business");
    await page.context().clearCookies();
    await signInViaForm(page, account.email, account.password);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: account.name })).toBeVisible();
  });

  test("an account made at localhost signs in at 127.0.0.1, as a development server is opened", async ({
    page,
  }) => {
    const account = newAccount("loopback");
    await page.goto(`http://localhost:${PORT}/auth?tab=signup`);
    await page.getByLabel("Full Name").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm Password").fill(account.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account created!")).toBeVisible();

    // Another host name, so another cookie jar: signed out there until signing in.
    await page.goto(`http://127.0.0.1:${PORT}/auth`);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page).toHaveURL(`http://127.0.0.1:${PORT}/`);
    await expect(page.getByRole("button", { name: account.name })).toBeVisible();
  });

  test("the admin from ADMIN_EMAIL reaches the admin dashboard", async ({ page }) => {
    await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password, { fresh: true });
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await page.goto("/dashboard/admin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Access denied")).toHaveCount(0);
  });
});

test.describe("guarded dashboards", () => {
  test("a signed-out visitor is sent to /auth", async ({ page }) => {
    await page.goto("/dashboard/business");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("a business owner sees 'not allowed' on the vendor and admin dashboards", async ({
    page,
  }) => {
    await signUpViaForm(page, newAccount(), "business");
    for (const path of ["/dashboard/vendor", "/dashboard/admin"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    }
  });

  test("signing out in another tab returns this tab to signed-out without an error screen", async ({
    page,
    context,
  }) => {
    const account = newAccount();
    await signUpViaForm(page, account, "business");
    await page.goto("/dashboard/business");
    await expect(page.getByText(account.name).first()).toBeVisible();

    const other = await context.newPage();
    await other.goto("/");
    await other.getByRole("button", { name: account.name }).click();
    await other.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(other.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

    await page.bringToFront();
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByText("Oops! Something went wrong")).toHaveCount(0);
  });
});
