import type { CDPSession, Page } from "@playwright/test";
import { PORT } from "../playwright.config.ts";
import { ar } from "./arabic-texts.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, newAccount, signUpViaForm, type TestAccount, test } from "./fixtures.ts";
import { confirmEmail } from "./mailbox.ts";

/**
 * Passkeys are made for the public address's name (localhost here, PUBLIC_URL being unset), and
 * WebAuthn refuses IP addresses: the passkey steps run at localhost, not at the baseURL 127.0.0.1.
 */
const PUBLIC = `http://localhost:${PORT}`;

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner from covering buttons at the bottom of the viewport.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

const section = (page: Page, name = "Passkeys") => page.getByRole("region", { name });
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/**
 * Chromium's virtual authenticator, as a laptop's built-in one: it keeps discoverable passkeys,
 * verifies its user (a fingerprint) and answers every prompt at once.
 */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/**
 * signUpViaForm at the public address (its cookies are localhost's), then the address confirmed
 * from the e-mailed link: passkeys are added only to a confirmed address.
 */
async function signUpAtPublicAddress(page: Page, account: TestAccount) {
  await page.goto(`${PUBLIC}/auth?tab=signup`);
  await page.getByLabel("Full Name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  // Sign-up lands on the new account's dashboard.
  await expect(page).toHaveURL(`${PUBLIC}/dashboard/business`);
  await confirmEmail(page.request, account.email);
}

test("a member adds a passkey, signs in with it alone, renames and removes it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addVirtualAuthenticator(page);
  const member = newAccount("passkey");
  await signUpAtPublicAddress(page, member);

  await page.goto(`${PUBLIC}/account`);
  const passkeys = section(page);
  await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  const name = passkeys.getByLabel("Passkey name");
  await expect(name).toBeFocused();
  await expect(name).toHaveValue("Passkey 1");
  await name.fill("Work laptop");
  await passkeys.getByRole("button", { name: "Continue" }).click();
  await expect(toast(page, "Your passkey is added.")).toBeVisible();
  const list = passkeys.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem").first()).toContainText("Work laptop");
  await expect(list.getByRole("listitem").first()).toContainText(/Added \w+ \d+, \d{4}/);
  await expectNoAxeViolations(page);

  // Signed out, the passkey alone signs in: no e-mail, no password, no code step.
  await page.getByRole("banner").getByRole("button", { name: member.name }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${PUBLIC}/`);
  await page.goto(`${PUBLIC}/auth`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(toast(page, "Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(`${PUBLIC}/`);
  await expect(page.getByRole("banner").getByRole("button", { name: member.name })).toBeVisible();
  const me = await (await page.request.get(`${PUBLIC}/api/me`)).json();
  expect(me.profile).toMatchObject({ email: member.email });

  await page.goto(`${PUBLIC}/account`);
  await passkeys.getByRole("button", { name: "Rename Work laptop" }).click();
  await passkeys.getByLabel("Passkey name").fill("Old laptop");
  await passkeys.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "The passkey is renamed.")).toBeVisible();
  await expect(passkeys.getByRole("button", { name: "Rename Old laptop" })).toBeFocused();

  await passkeys.getByRole("button", { name: "Remove Old laptop" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this passkey?" });
  await expect(dialog).toContainText("Old laptop");
  await dialog.getByRole("button", { name: "Remove passkey" }).click();
  await expect(toast(page, "The passkey is removed.")).toBeVisible();
  await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();

  // The device still offers it, but the account no longer knows it: told, and still signed out.
  await page.context().clearCookies();
  await page.goto(`${PUBLIC}/auth`);
  const answer = page.waitForResponse("**/api/auth/passkey/verify-authentication");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  expect((await answer).status()).toBe(401);
  await expect(page.getByRole("alert")).toContainText("That passkey could not sign you in.");
  await expect(page).toHaveURL(`${PUBLIC}/auth`);
});

test("a closed passkey prompt is told as cancelled, not as a failure", async ({ page }) => {
  const member = newAccount("passkey-cancel");
  await signUpAtPublicAddress(page, member);
  await page.goto(`${PUBLIC}/account`);
  // The browser answers as when its prompt is closed (or times out): NotAllowedError.
  await page.evaluate(() => {
    navigator.credentials.create = () =>
      Promise.reject(
        new DOMException("The operation either timed out or was not allowed.", "NotAllowedError"),
      );
  });
  const passkeys = section(page);
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await passkeys.getByRole("button", { name: "Continue" }).click();
  await expect(passkeys.getByRole("status")).toHaveText(
    "The passkey prompt was closed, so nothing was added.",
  );
  await expect(passkeys.getByRole("alert")).toHaveCount(0);
  await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
});

test("at 127.0.0.1 no passkey is offered, and the settings link to the public address", async ({
  page,
}) => {
  const member = newAccount("passkey-ip");
  await signUpViaForm(page, member, "business");
  await page.goto("/account");
  const passkeys = section(page);
  await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
  await expect(passkeys.getByRole("link", { name: `localhost:${PORT}` })).toHaveAttribute(
    "href",
    `${PUBLIC}/account`,
  );
  await expect(passkeys.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
});

test("in Arabic the passkeys section reads right to left", async ({ page }) => {
  const member = newAccount("passkey-ar");
  await signUpAtPublicAddress(page, member);
  await page.goto(`${PUBLIC}/ar/account`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const passkeys = section(page, ar("business.account.passkeys.heading"));
  await expect(
    passkeys.getByRole("heading", { name: ar("business.account.passkeys.heading") }),
  ).toBeVisible();
  await expect(
    passkeys.getByRole("button", { name: ar("business.account.passkeys.add") }),
  ).toBeVisible();
});
