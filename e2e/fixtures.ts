import { test as base, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config.ts";
import { adminTotpCode, keepAdminSession, reuseAdminSession } from "./admin-two-factor.ts";

let counter = 0;
/** A unique address per test: the server trusts the proxy header in e2e, so rate limits are per test. */
function fakeClientIp(workerIndex: number): string {
  counter += 1;
  return `10.${workerIndex + 1}.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

export function newAccount(label = "user"): TestAccount {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    name: `E2E ${label} ${id}`,
    email: `${label}-${id}@e2e.test`,
    password: "e2e-correct-horse-battery",
  };
}

/**
 * The 404 page logs the missing path on purpose, and the server sends unknown pages (and tools)
 * with status 404; anything else on console.error fails the test.
 */
const EXPECTED_ERRORS = [
  /404 Error/,
  /Failed to load resource: the server responded with a status of (400|401|404|409|429)/,
];

/**
 * The server's HTML is on screen before React has hydrated it, and its controls stay disabled
 * until then (apps/web/src/app/hydration-gate.tsx). A test that presses keys right after arriving
 * would race that, so arriving (goto, reload) waits until the page is interactive.
 */
async function untilInteractive(page: Page) {
  await page
    .locator("fieldset[data-hydrating]")
    .waitFor({ state: "detached", timeout: 15_000 })
    .catch(() => {});
}

export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await untilInteractive(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const response = await reload(...args);
      await untilInteractive(page);
      return response;
    };
    await use(page);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ "x-forwarded-for": fakeClientIp(testInfo.workerIndex) });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && !EXPECTED_ERRORS.some((re) => re.test(msg.text()))) {
          errors.push(msg.text());
        }
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs up through the real form and waits for the redirect home. */
export async function signUpViaForm(page: Page, account: TestAccount, role: "business" | "vendor") {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Full Name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password").fill(account.password);
  if (role === "vendor") await page.getByRole("radio", { name: /vendor/i }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  // Sign-up lands on the new account's own dashboard.
  await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
  // The dashboard has drawn its welcome, and so taken the one-time sign-up state off the history
  // entry: a reload or a return to the address from here shows the usual shortcuts.
  await expect(page.getByRole("heading", { level: 2, name: account.name })).toBeVisible();
}

/**
 * Signs in through the real form. The e2e admin has two-factor sign-in on (admins must): for it,
 * the code step follows, with a code its authenticator app would show (admin-two-factor.ts).
 * The admin's session from a sign-in a few minutes ago is reused instead (the page opens at home,
 * signed in), unless `fresh` asks for the form itself.
 */
export async function signInViaForm(
  page: Page,
  email: string,
  password: string,
  { fresh = false }: { fresh?: boolean } = {},
) {
  const admin = email === E2E_ADMIN.email;
  if (admin && !fresh && (await reuseAdminSession(page))) {
    await page.goto("/");
    return;
  }
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  if (!admin) return;
  await enterTwoFactorCode(page, await adminTotpCode());
  await expect(page).not.toHaveURL(/\/auth/);
  await keepAdminSession(page);
}

/** The sign-in's second step: the authenticator code, then Verify. */
export async function enterTwoFactorCode(page: Page, code: string) {
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
}
