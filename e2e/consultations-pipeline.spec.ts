import type { Locator, Page } from "@playwright/test";
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

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function setLanguage(page: Page, lang: "en" | "ar") {
  await page.evaluate((value) => localStorage.setItem("language", value), lang);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** The signed-in business user books through the real form. */
async function bookConsultation(page: Page, account: TestAccount, company: string) {
  await page.goto("/consultation");
  await page.getByLabel("Full Name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Phone").fill("+971 50 765 4321");
  await page.getByLabel("Company").fill(company);
  await chooseOption(page, "Industry", "Logistics");
  await page
    .getByLabel("Tell us about your business and AI goals")
    .fill("Route planning for our delivery vans.");
  await page.getByRole("button", { name: "Book Free Consultation" }).click();
  await expect(toast(page, "Consultation Request Submitted!")).toBeVisible();
}

const myList = (page: Page, name: string) => page.getByRole("list", { name });

async function openMyConsultations(page: Page) {
  await page.goto("/dashboard/business?tab=consultations");
  await expect(page.getByRole("tab", { selected: true })).toHaveText(/Consultations|الاستشارات/);
}

async function adminRow(page: Page, company: string): Promise<Locator> {
  const list = page.getByRole("list", { name: "Consultation requests, newest first" });
  await expect(list).toBeVisible();
  return list.getByRole("listitem").filter({ hasText: company });
}

test("a booked consultation moves through the pipeline and the requester sees it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const business = newAccount("business");
  const company = `E2E Vans ${business.email.split("@")[0]}`;
  await signUpViaForm(page, business, "business");

  await openMyConsultations(page);
  await expect(page.getByText("No consultations yet")).toBeVisible();
  const panel = page.getByRole("tabpanel");
  await expect(
    panel.getByRole("link", { name: "Book a consultation", exact: true }),
  ).toHaveAttribute("href", "/consultation");

  await bookConsultation(page, business, company);
  await openMyConsultations(page);
  const mine = myList(page, "Your consultation requests, newest first").getByRole("listitem");
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Consultation request: Logistics");
  await expect(mine).toContainText("Pending");
  await expect(mine.getByRole("button", { name: "Pending Review" })).toBeDisabled();
  await expect(mine.getByRole("button", { name: /View Details/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await setLanguage(page, "ar");
  const mineAr = myList(page, "طلبات الاستشارة الخاصة بك، الأحدث أولاً").getByRole("listitem");
  await expect(mineAr.getByRole("button", { name: "قيد المراجعة" })).toBeDisabled();
  await expectNoAxeViolations(page);
  await setLanguage(page, "en");

  // The admin finds it among the pending requests and moves it on with a note.
  await page.context().clearCookies();
  await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto("/dashboard/admin");
  await page.getByRole("tab", { name: "Consultations" }).click();
  await chooseOption(page, "Status", "Pending");
  const row = await adminRow(page, company);
  await expect(row).toContainText(business.name);
  await expect(row).toContainText("Pending");
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: /^Open/ }).click();
  const dialog = page.getByRole("dialog", { name: business.name });
  await expect(dialog).toContainText("Route planning for our delivery vans.");
  await expect(dialog).toContainText("+971 50 765 4321");
  await expect(dialog).toContainText("Booked while signed in to an account.");
  await expect(dialog.getByRole("link", { name: business.email })).toBeVisible();
  await dialog.getByRole("button", { name: "Update status" }).click();
  await expect(dialog.getByText("Choose the next status").last()).toBeVisible();
  await dialog.getByRole("combobox", { name: "Next status" }).click();
  // Only the steps the pipeline allows from pending.
  await expect(page.getByRole("option")).toHaveText(["Contacted", "Cancelled"]);
  await page.getByRole("option", { name: "Contacted", exact: true }).click();
  await dialog.getByLabel("Note (optional for a status change)").fill("Called; wants a demo.");
  await dialog.getByRole("button", { name: "Update status" }).click();
  await expect(toast(page, "Status changed to Contacted.")).toBeVisible();
  const history = dialog.getByRole("list", { name: "History" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText("Moved from Pending to Contacted");
  await expect(history.nth(1)).toContainText("Called; wants a demo.");
  await expect(history.nth(1)).toContainText("by ");
  await expect(dialog.getByRole("combobox", { name: "Next status" })).toBeVisible();
  // Behind the dialog, the pending list has refreshed without the request.
  await expect(page.locator("li").filter({ hasText: company })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Its row left the pending list, so focus goes back to the filter.
  await expect(page.getByRole("combobox", { name: "Status" })).toBeFocused();
  // Filtered to pending, the request has left the list.
  await expect(page.getByRole("listitem").filter({ hasText: company })).toHaveCount(0);
  await chooseOption(page, "Status", "Contacted");
  await expect(await adminRow(page, company)).toContainText("Contacted");
  await setLanguage(page, "ar");
  await page.getByRole("tab", { name: "الاستشارات" }).click();
  await expect(page.getByRole("list", { name: "طلبات الاستشارة، الأحدث أولاً" })).toBeVisible();
  await expectNoAxeViolations(page);
  await setLanguage(page, "en");

  // The requester sees the new status and its history, not the internal note.
  await page.context().clearCookies();
  await signInViaForm(page, business.email, business.password);
  await expect(page).not.toHaveURL(/\/auth/);
  await openMyConsultations(page);
  const item = myList(page, "Your consultation requests, newest first").getByRole("listitem");
  await expect(item).toContainText("Contacted");
  await expect(item.getByRole("button", { name: "Pending Review" })).toHaveCount(0);
  await item.getByRole("button", { name: /View Details/ }).click();
  const details = page.getByRole("dialog", { name: /Consultation requested/ });
  await expect(details).toContainText("Route planning for our delivery vans.");
  await expect(details).toContainText(company);
  const updates = details.getByRole("list", { name: "Status updates" }).getByRole("listitem");
  await expect(updates).toHaveText([/Request received/, /Moved from Pending to Contacted/]);
  await expect(details).not.toContainText("Called; wants a demo.");
  await expectNoAxeViolations(page);

  // Usable at 390 px: the list and the dialog fit without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow(), "no sideways scrolling with the dialog open").toBe(0);
  await page.keyboard.press("Escape");
  await expect(item.getByRole("button", { name: /View Details/ })).toBeFocused();
  expect(await overflow(), "no sideways scrolling in the list").toBe(0);
});
