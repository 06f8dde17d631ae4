import { E2E_ADMIN } from "../playwright.config.ts";
import { expect, newAccount, signInViaForm, signUpViaForm, test } from "./fixtures.ts";
import { confirmEmailInBrowser, waitForMail } from "./mailbox.ts";
import {
  confirmHold,
  confirmPath,
  dayGroup,
  fillContact,
  pickTime,
  timeGroup,
  toast,
} from "./slot-steps.ts";

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner from covering buttons at the bottom of the viewport.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

test("hold a free slot, confirm it from the e-mail, then move and cancel it from the manage link", async ({
  page,
}) => {
  const account = newAccount("slot");
  await page.goto("/consultation");
  await page.getByRole("radio", { name: "Pick a time now" }).check();
  await expect(dayGroup(page).getByRole("radio").first()).toBeVisible();
  // Times read in the visitor's zone with its name.
  await expect(timeGroup(page).getByRole("radio").first().locator("xpath=..")).toHaveText(
    /^\d\d:\d\d \(.+\) · (Dubai|India) team$/,
  );
  await fillContact(page, account.name, account.email);
  // No time picked yet: the form says so and sends nothing.
  await page.getByRole("button", { name: "Book Free Consultation" }).click();
  await expect(page.getByText("Please pick a time.")).toBeVisible();
  const picked = await pickTime(page, 1);
  await page.getByRole("button", { name: "Book Free Consultation" }).click();
  // Not signed in: the time is only held until the e-mail's link confirms it.
  await expect(toast(page, "Check your e-mail to confirm your time")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "for 30 minutes" })).toBeVisible();

  // Opening the link confirms nothing by itself; the page's button does.
  const path = await confirmPath(page, account.email);
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Confirm my time" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my time" }).click();
  await expect(page.getByText("Your consultation is booked")).toBeVisible();
  await expect(page.getByText(/^Booked for /)).toContainText(picked.split(" · ")[0] ?? "");
  // The link works once.
  await page.goto(path);
  await page.getByRole("button", { name: "Confirm my time" }).click();
  await expect(page.getByRole("alert")).toHaveText(/This link was used already/);

  const mail = await waitForMail(
    page.request,
    (m) =>
      m.to === account.email.toLowerCase() &&
      m.subject.startsWith("Your free consultation is booked"),
    "booking confirmation",
  );
  const link = /https?:\/\/\S+\/consultation\/booking\?token=[\w-]+/.exec(mail.text)?.[0] ?? "";
  expect(link).not.toBe("");
  const manage = new URL(link);
  await page.goto(`${manage.pathname}${manage.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your consultation" })).toBeVisible();
  await expect(page.getByText(/^Booked for /)).toContainText(picked.split(" · ")[0] ?? "");

  // Keyboard: the arrow key moves to the next free time of that day.
  await dayGroup(page).getByRole("radio").nth(2).check();
  const times = timeGroup(page).getByRole("radio");
  await times.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(times.nth(1)).toBeChecked();
  await page.getByRole("button", { name: "Move to this time" }).click();
  await expect(toast(page, "Your consultation has moved")).toBeVisible();

  await page.getByRole("button", { name: "Cancel the consultation" }).click();
  await page.getByRole("button", { name: "Cancel the consultation" }).click();
  await expect(toast(page, "Your consultation is cancelled")).toBeVisible();
  await expect(page.getByText(/^Cancelled: /)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Book a new time" })).toBeVisible();
});

test("an unknown manage link says so", async ({ page }) => {
  await page.goto(`/consultation/booking?token=${"A".repeat(43)}`);
  await expect(page.getByRole("alert")).toHaveText(/This link does not open a booking/);
});

test("an unknown or broken confirm link says so, at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/consultation/confirm?token=${"A".repeat(43)}`);
  await page.getByRole("button", { name: "Confirm my time" }).click();
  await expect(page.getByRole("alert")).toHaveText(/This link does not confirm a booking/);
  await page.goto("/consultation/confirm?token=broken");
  await expect(page.getByRole("alert")).toHaveText(/This link does not confirm a booking/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // In Arabic, right to left, with the reason in Arabic.
  await page.goto(`/ar/consultation/confirm?token=${"A".repeat(43)}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: "تأكيد موعدي" }).click();
  await expect(page.getByRole("alert")).toHaveText(/هذا الرابط لا يؤكّد أي حجز/);
  const rtlOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(rtlOverflow).toBeLessThanOrEqual(0);
});

test("the requester with a confirmed address books, moves and cancels from the dashboard", async ({
  page,
}) => {
  const account = newAccount("slot-dash");
  await signUpViaForm(page, account, "business");
  // Booking at once from the dashboard takes a confirmed address (issue 46 point 4).
  await confirmEmailInBrowser(page, account.email);
  await page.goto("/consultation");
  await fillContact(page, account.name, account.email);
  await page.getByRole("button", { name: "Book Free Consultation" }).click();
  await expect(toast(page, "Consultation Request Submitted!")).toBeVisible();

  await page.goto("/dashboard/business?tab=consultations");
  await page.getByRole("button", { name: "Book a time" }).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("heading", { name: "Pick a time for your consultation" }),
  ).toBeVisible();
  await pickTime(page, 3);
  await dialog.getByRole("button", { name: "Move to this time" }).click();
  await expect(toast(page, "Your consultation has moved")).toBeVisible();
  await page.keyboard.press("Escape");
  const item = page
    .getByRole("list", { name: /consultation/i })
    .getByRole("listitem")
    .first();
  await expect(item.getByText(/^Booked for /)).toBeVisible();

  await item.getByRole("button", { name: "Reschedule" }).click();
  await dialog.getByRole("button", { name: "Cancel the consultation" }).click();
  await dialog.getByRole("button", { name: "Cancel the consultation" }).click();
  await expect(toast(page, "Your consultation is cancelled")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(item.getByText(/^Cancelled: /)).toBeVisible();
});

test("the admin sees the booked time and sets an office's hours", async ({ page }) => {
  const account = newAccount("slot-admin");
  await page.goto("/consultation");
  await page.getByRole("radio", { name: "Pick a time now" }).check();
  await pickTime(page, 4);
  await fillContact(page, account.name, account.email);
  await page.getByRole("button", { name: "Book Free Consultation" }).click();
  await expect(toast(page, "Check your e-mail to confirm your time")).toBeVisible();
  await confirmHold(page, account.email);

  await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard/admin");
  await page.getByRole("tab", { name: "Consultations" }).click();
  const row = page.getByRole("listitem").filter({ hasText: account.name });
  await expect(row.getByText(/^Booked for /)).toBeVisible();

  const dubai = page.getByRole("form", { name: "Dubai office" });
  await expect(dubai.getByLabel("Time zone")).toHaveValue("Asia/Dubai");
  await dubai.getByRole("button", { name: "Add day off" }).click();
  await dubai.getByLabel("Days off").last().fill("2030-01-01");
  await dubai.getByRole("button", { name: "Save hours" }).click();
  await expect(toast(page, "Hours saved")).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Consultations" }).click();
  await expect(
    page.getByRole("form", { name: "Dubai office" }).getByLabel("Days off").last(),
  ).toHaveValue("2030-01-01");
});
