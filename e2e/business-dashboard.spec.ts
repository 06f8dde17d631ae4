import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import {
  expect,
  newAccount,
  signInViaForm,
  signUpViaForm,
  type TestAccount,
  test,
} from "./fixtures.ts";

// Several pages, axe runs in two languages and password hashing: slow on a busy machine.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner from covering buttons at the bottom of the viewport.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

const panel = (page: Page, name: string) => page.getByRole("tabpanel", { name });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "no sideways scrolling").toBe(0);
}

async function setLanguage(page: Page, lang: "en" | "ar") {
  await page.evaluate((lang) => localStorage.setItem("language", lang), lang);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

interface ToolRow {
  id: string;
  name: string;
  category: string;
}

/** Two published tools of the category with the most tools, lowest rated first. */
async function twoToolsOfOneCategory(page: Page): Promise<[ToolRow, ToolRow]> {
  const res = await page.request.get("/api/tools?pageSize=100&sort=rating");
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: ToolRow[] };
  const byCategory = new Map<string, ToolRow[]>();
  for (const tool of items)
    byCategory.set(tool.category, [...(byCategory.get(tool.category) ?? []), tool]);
  const [, tools] = [...byCategory].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  expect(tools?.length ?? 0, "a category with at least three tools").toBeGreaterThanOrEqual(3);
  const [a, b] = (tools ?? []).slice(-2);
  return [a as ToolRow, b as ToolRow];
}

async function saveFromToolPage(page: Page, tool: ToolRow) {
  await page.goto(`/tool/${tool.id}`);
  await page.getByRole("button", { name: "Save to Favorites" }).first().click();
  await expect(page.getByRole("button", { name: "Remove from Favorites" }).first()).toBeVisible();
}

test("a business user's recommendations follow saved tools; Saved Tools lists them with the date and Remove works", async ({
  page,
}) => {
  await signUpViaForm(page, newAccount("business"), "business");
  await page.goto("/dashboard/business");
  await expect(page.getByRole("heading", { level: 1, name: "Business Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Account settings/ }).first()).toHaveAttribute(
    "href",
    "/account",
  );
  await expect(panel(page, "Saved Tools").getByText("No saved tools yet")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("tab", { name: "Recommendations" }).click();
  const recs = panel(page, "Recommendations");
  await expect(recs.getByText(/Save or rate tools to get recommendations/)).toBeVisible();
  // A new account: popular tools, said as such, with no percentage it could not explain.
  await expect(
    recs.getByRole("heading", { name: /^Popular (on the marketplace|in )/ }),
  ).toBeVisible();
  await expect(recs.getByText(/\d+% match/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  const [first, second] = await twoToolsOfOneCategory(page);
  await saveFromToolPage(page, first);
  await saveFromToolPage(page, second);

  await page.goto("/dashboard/business?tab=recommendations");
  await expect(recs.getByText("Picked from the tools you saved and rated.")).toBeVisible();
  // A match shows its percentage, and its reasons are one tap away.
  const best = recs.getByRole("listitem").first();
  await expect(best).toContainText(/\d+% match/);
  const reasons = best.getByTestId("match-reasons");
  await expect(reasons.getByText(`In ${first.category}, like tools you saved`)).toBeHidden();
  await reasons.getByText(/^Why \d+% match\?$/).click();
  await expect(reasons.getByText(`In ${first.category}, like tools you saved`)).toBeVisible();
  await expect(recs.getByRole("listitem", { name: first.name })).toHaveCount(0);
  await expect(recs.getByRole("listitem", { name: second.name })).toHaveCount(0);

  await page.getByRole("tab", { name: "Saved Tools" }).click();
  await expect(page).toHaveURL(/tab=saved/);
  const saved = panel(page, "Saved Tools");
  const row = saved.getByRole("listitem", { name: first.name });
  const today = new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date());
  await expect(row).toContainText("Saved on");
  await expect(row).toContainText(today.slice(0, 3));
  await expect(row.getByRole("link", { name: "View Details" })).toHaveAttribute(
    "href",
    `/tool/${first.id}`,
  );
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: `Remove ${first.name} from your saved tools` }).click();
  await expect(toast(page, `${first.name} is no longer saved.`)).toBeVisible();
  await expect(saved.getByRole("listitem", { name: first.name })).toHaveCount(0);
  await expect(saved.getByRole("listitem", { name: second.name })).toBeVisible();
  const ids = await (await page.request.get("/api/me/favorites/ids")).json();
  expect(ids.ids).toEqual([second.id]);

  await setLanguage(page, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  for (const tab of ["الأدوات المحفوظة", "الاستشارات", "التوصيات"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(panel(page, tab)).toBeVisible();
    await expect(panel(page, tab).locator('[role="status"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  await expect(panel(page, "التوصيات").getByText(/تطابق/).first()).toBeVisible();
  await setLanguage(page, "en");
  await page.getByRole("tab", { name: "Consultations" }).click();
  await expect(panel(page, "Consultations").locator('[role="status"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

let apiIps = 0;
/** Another device signed in to the account, through the API. */
async function otherDevice(
  playwright: typeof import("@playwright/test"),
  baseURL: string,
  account: TestAccount,
): Promise<APIRequestContext> {
  apiIps += 1;
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: {
      origin: baseURL,
      "x-forwarded-for": `10.251.${apiIps}.${process.pid % 250}`,
    },
  });
  const res = await api.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
  });
  expect(res.status()).toBe(200);
  return api;
}

const signedIn = async (api: APIRequestContext) =>
  ((await (await api.get("/api/me")).json()) as { profile: unknown }).profile !== null;

test("account settings: a new name shows in the navigation at once, a new password signs in, sign out everywhere", async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = newAccount("vendor");
  await signUpViaForm(page, account, "vendor");
  await page.goto("/dashboard/vendor");
  await page.getByRole("button", { name: "Toggle menu" }).click();
  await page.getByRole("link", { name: "Account settings" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
  await expect(page).toHaveTitle(/Account Settings/);
  await expectNoSidewaysScroll(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  const newName = `Renamed ${account.email.split("@")[0]}`;
  await page.getByLabel("Full Name").fill(newName);
  await page.getByLabel("Company Name").fill("Renamed Labs");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Your profile is saved.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: newName })).toBeVisible();

  const device = await otherDevice(playwright, baseURL ?? "", account);
  expect(await signedIn(device)).toBe(true);
  const newPassword = "e2e-another-battery-staple";
  await page.getByLabel("Current password").fill("not-the-password");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is not correct.")).toBeVisible();
  await page.getByLabel("Current password").fill(account.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page, "Your password is changed.")).toBeVisible();
  expect(await signedIn(device)).toBe(false);
  await device.dispose();

  await setLanguage(page, "ar");
  await expect(page.getByRole("heading", { level: 1, name: "إعدادات الحساب" })).toBeVisible();
  await expectNoAxeViolations(page);
  await setLanguage(page, "en");

  // This browser kept its session; now it signs out and back in with the new password.
  await page.getByRole("banner").getByRole("button", { name: newName }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInViaForm(page, account.email, account.password);
  await expect(toast(page, "Login failed")).toBeVisible();
  await signInViaForm(page, account.email, newPassword);
  await expect(toast(page, "Welcome back!")).toBeVisible();

  const again = await otherDevice(playwright, baseURL ?? "", { ...account, password: newPassword });
  await page.getByRole("banner").getByRole("button", { name: newName }).click();
  await page.getByRole("menuitem", { name: "Account settings" }).click();
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(toast(page, "You are signed out on every device.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect(await signedIn(again)).toBe(false);
  await again.dispose();

  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth$/);
});

test("the business dashboard has no sideways scrolling at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaForm(page, newAccount("business"), "business");
  for (const tab of ["saved", "consultations", "recommendations"]) {
    await page.goto(`/dashboard/business?tab=${tab}`);
    await expect(page.getByRole("tabpanel").locator('[role="status"]')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  }
});
