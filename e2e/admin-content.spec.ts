import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, newAccount, signInViaForm, signUpViaForm, test } from "./fixtures.ts";
import { confirmEmail } from "./mailbox.ts";

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner from covering buttons at the bottom of the viewport.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

type Tool = { id: string; slug: string; name: string; rating: number; reviewsCount: number };

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

async function signInAsAdmin(page: Page) {
  await page.context().clearCookies();
  await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/auth/);
}

/** The `index`-th published tool by name: each test takes its own, so they never meet. */
async function toolAt(page: Page, index: number): Promise<Tool> {
  const res = await page.request.get("/api/tools?sort=name&pageSize=40");
  const { items } = (await res.json()) as { items: Tool[] };
  const tool = items[index];
  if (!tool) throw new Error("the demo catalogue has too few tools");
  return tool;
}

async function toolNow(page: Page, id: string): Promise<Tool> {
  return (await (await page.request.get(`/api/tools/${id}`)).json()).tool as Tool;
}

let ipCounter = 0;
/** Another person's browser, behind its own client address (rate limits are per address). */
async function otherBrowser(browser: Browser, baseURL: string | undefined) {
  ipCounter += 1;
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: {
      "x-forwarded-for": `10.210.${ipCounter}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  await context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  return context.newPage();
}

async function openContentTab(page: Page, tabName = "Content Management") {
  await page.goto("/dashboard/admin");
  await page.getByRole("tab", { name: tabName }).click();
}

test.describe("admin content management", () => {
  test("hiding a tool takes it out of the marketplace search and its page; unhiding brings it back", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const tool = await toolAt(page, 3);
    const visitor = await otherBrowser(browser, baseURL);
    const results = visitor.getByRole("list", { name: "AI solutions" });
    const card = results.getByRole("article").filter({
      has: visitor.getByRole("heading", { name: tool.name, exact: true }),
    });
    await visitor.goto(`/marketplace?q=${encodeURIComponent(tool.name)}`);
    await expect(card).toHaveCount(1);

    await openContentTab(page);
    await expect(page.getByRole("tab")).toContainText([
      "Pending Tools",
      "User Management",
      "Content Management",
    ]);
    await page.getByLabel("Search listings by name").fill(tool.name);
    const row = page.getByRole("row").filter({ hasText: tool.name });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole("row")).toHaveCount(2); // the header and the one match
    await row.getByRole("button", { name: `Hide ${tool.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Hide ${tool.name}` });
    await dialog.getByRole("button", { name: "Hide listing" }).click();
    await expect(dialog.getByText("Give a reason of 3 to 500 characters.")).toBeVisible();
    await dialog
      .getByLabel("Reason (kept in the audit log)")
      .fill("The vendor closed the product.");
    await dialog.getByRole("button", { name: "Hide listing" }).click();
    await expect(toast(page, `${tool.name} is hidden.`)).toBeVisible();
    await expect(row).toContainText("Hidden");

    // Gone for visitors at once: search, the page, and the sitemap.
    await visitor.goto(`/marketplace?q=${encodeURIComponent(tool.name)}`);
    await expect(visitor.getByText(/^\d+ solutions?$|No tools match/).first()).toBeVisible();
    await expect(card).toHaveCount(0);
    const pageRes = await visitor.goto(`/tool/${tool.id}`);
    expect(pageRes?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { name: "Tool not found" })).toBeVisible();
    const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(`/tool/${tool.id}<`);

    await row.getByRole("button", { name: `Unhide ${tool.name}` }).click();
    await expect(toast(page, `${tool.name} is published again.`)).toBeVisible();
    await visitor.goto(`/marketplace?q=${encodeURIComponent(tool.name)}`);
    await expect(card).toHaveCount(1);
    expect((await visitor.goto(`/tool/${tool.id}`))?.status()).toBe(200);
    await visitor.close();
  });

  test("a reported review is hidden with a reason, and the tool's rating and count follow", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const tool = await toolAt(page, 5);
    const before = await toolNow(page, tool.id);

    // A member leaves a one-star review with spam in it.
    const author = newAccount("author");
    const authorPage = await otherBrowser(browser, baseURL);
    await signUpViaForm(authorPage, author, "business");
    await confirmEmail(authorPage.request, author.email);
    const saved = await authorPage.request.fetch(`/api/tools/${tool.id}/ratings/mine`, {
      method: "PUT",
      data: { rating: 1, review: "Awful. Buy from spam-shop.example instead!" },
      headers: { origin: new URL(authorPage.url()).origin },
    });
    expect(saved.status()).toBe(200);
    const withSpam = await toolNow(page, tool.id);
    expect(withSpam.reviewsCount).toBe(before.reviewsCount + 1);
    await authorPage.close();

    // Another member reports it from the tool page, once.
    const reporter = newAccount("reporter");
    const reporterPage = await otherBrowser(browser, baseURL);
    await signUpViaForm(reporterPage, reporter, "business");
    await confirmEmail(reporterPage.request, reporter.email);
    await reporterPage.goto(`/tool/${tool.id}`);
    await reporterPage.getByRole("tab", { name: "Reviews" }).click();
    await reporterPage.getByRole("button", { name: `Report the review by ${author.name}` }).click();
    const reportDialog = reporterPage.getByRole("dialog", { name: "Report this review" });
    await reportDialog.getByRole("radio", { name: "Spam" }).check();
    await reportDialog.getByLabel("Details").fill("Advertises another shop.");
    await reportDialog.getByRole("button", { name: "Send report" }).click();
    await expect(
      toast(reporterPage, "Thank you: your report is with our moderators."),
    ).toBeVisible();
    await expect(
      reporterPage.getByRole("button", { name: `Report the review by ${author.name}` }),
    ).toHaveCount(0);
    await reporterPage.close();

    // The admin finds it among the reported reviews and hides it.
    await signInAsAdmin(page);
    await openContentTab(page);
    await expect(page.getByLabel("Show")).toHaveValue("reported");
    const item = page
      .getByRole("list", { name: "Reviews to moderate" })
      .getByRole("listitem")
      .filter({ hasText: author.name });
    await expect(item).toContainText("Reported once");
    await expect(item).toContainText("Advertises another shop.");
    await item.getByRole("button", { name: `Hide the review by ${author.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Hide this review" });
    await dialog.getByLabel("Reason").fill("Advertising is not a review.");
    await dialog.getByRole("button", { name: "Hide review" }).click();
    await expect(
      toast(page, new RegExp(`now rated .* from ${before.reviewsCount} reviews`)),
    ).toBeVisible();
    await expect(item).toContainText("Hidden: Advertising is not a review.");

    // The tool's numbers are what they were before the spam, and the review is not shown.
    const after = await toolNow(page, tool.id);
    expect(after.reviewsCount).toBe(before.reviewsCount);
    expect(after.rating).toBe(before.rating);
    const visitor = await otherBrowser(browser, baseURL);
    await visitor.goto(`/tool/${tool.id}`);
    await visitor.getByRole("tab", { name: "Reviews" }).click();
    const shown = visitor.getByRole("list", { name: "Recent reviews" });
    if (before.reviewsCount > 0) await expect(shown).toBeVisible();
    else await expect(visitor.getByText("No reviews yet.", { exact: false })).toBeVisible();
    await expect(visitor.getByText("spam-shop.example")).toHaveCount(0);
    await visitor.close();
  });

  test("the edit dialog is pre-filled, refuses a bad address, saves, and assigns the tool to a vendor", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const vendor = newAccount("owner");
    const vendorPage = await otherBrowser(browser, baseURL);
    await signUpViaForm(vendorPage, vendor, "vendor");
    await signInAsAdmin(page);
    const tool = await toolAt(page, 7);
    await openContentTab(page);
    await page.getByLabel("Search listings by name").fill(tool.name);
    await expect(page.getByRole("row")).toHaveCount(2);
    const row = page.getByRole("row").filter({ hasText: tool.name });
    await row.getByRole("button", { name: `Edit ${tool.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${tool.name}` });
    const name = dialog.getByLabel("Tool name");
    await expect(name).toHaveValue(tool.name);

    await dialog.getByLabel("Website").fill("not a web address");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByLabel("Website")).toBeFocused();
    await expect(dialog.getByLabel("Website")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Website").fill("https://example.com/tool");
    await name.fill(`${tool.name} (edited)`);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, `${tool.name} (edited) was saved.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect((await toolNow(page, tool.id)).name).toBe(`${tool.name} (edited)`);

    await page.getByRole("button", { name: `Edit ${tool.name} (edited)` }).click();
    const again = page.getByRole("dialog", { name: `Edit ${tool.name} (edited)` });
    await again.getByLabel("Vendor account e-mail").fill(E2E_ADMIN.email);
    await again.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(again.getByText("There is no vendor account with this e-mail.")).toBeVisible();
    // Only a vendor who confirmed their address can be given a listing.
    await again.getByLabel("Vendor account e-mail").fill(vendor.email);
    await again.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(
      again.getByText("This vendor has not confirmed their e-mail address yet"),
    ).toBeVisible();
    await confirmEmail(vendorPage.request, vendor.email);
    await vendorPage.close();
    await again.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(toast(page, `is now assigned to ${vendor.email}`)).toBeVisible();
    await expect(again).toContainText(vendor.email);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("row").filter({ hasText: vendor.email })).toHaveCount(1);
  });

  for (const lang of ["en", "ar"] as const) {
    test(`axe finds nothing on the content tab in ${lang}, and nothing scrolls sideways at 390 px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInAsAdmin(page);
      await page.evaluate((lang) => localStorage.setItem("language", lang), lang);
      const tabName = lang === "en" ? "Content Management" : "إدارة المحتوى";
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await openContentTab(page, tabName);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("table")).toBeVisible();
        await expect(page.getByRole("status")).toHaveCount(0);
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `no sideways scrolling on the content tab at ${width} px`).toBe(0);
        // The edit dialog, pre-filled, is clean too.
        await page
          .getByRole("button", { name: lang === "en" ? /^Edit / : /^تعديل / })
          .first()
          .click();
        const dialog = page.getByRole("dialog");
        await expect(
          dialog.getByRole("button", { name: lang === "en" ? "Save changes" : "حفظ التغييرات" }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
      }
    });
  }
});
