import { E2E_ADMIN } from "../playwright.config.ts";
import { expect, newAccount, signInViaForm, test } from "./fixtures.ts";
import { confirmPath, fillContact, pickTime, toast } from "./slot-steps.ts";

/**
 * The bulk release frees every unconfirmed hold, other tests' too: this spec runs in the
 * "after-parallel" project (playwright.config.ts), once every other test has finished.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

test("the admin releases the unconfirmed holds at once", async ({ page }) => {
  const account = newAccount("slot-release");
  await page.goto("/consultation");
  await page.getByRole("radio", { name: "Pick a time now" }).check();
  await pickTime(page, 5);
  await fillContact(page, account.name, account.email);
  await page.getByRole("button", { name: "Book Free Consultation" }).click();
  await expect(toast(page, "Check your e-mail to confirm your time")).toBeVisible();
  const path = await confirmPath(page, account.email);

  await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard/admin");
  await page.getByRole("tab", { name: "Consultations" }).click();
  const row = page.getByRole("listitem").filter({ hasText: account.name });
  await expect(row.getByText(/^Waiting for confirmation: /)).toBeVisible();

  // Keyboard only: open the dialog, think better of it, then release.
  const open = page.getByRole("button", { name: "Release unconfirmed holds" });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Release every unconfirmed hold?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await open.click();
  await dialog.getByRole("button", { name: "Release them" }).click();
  await expect(toast(page, /^Held times released: [1-9]/)).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Consultations" }).click();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: account.name })
      .getByText(/^Cancelled: /),
  ).toBeVisible();

  // The released hold's link confirms nothing.
  await page.goto(path);
  await page.getByRole("button", { name: "Confirm my time" }).click();
  await expect(page.getByRole("alert")).toHaveText(/This link was used already/);
});
