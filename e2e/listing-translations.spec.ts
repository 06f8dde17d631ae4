import { LEADS_LIMITS } from "@app/shared/leads";
import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, newAccount, signInViaForm, signUpViaForm, test } from "./fixtures.ts";
import { confirmEmail } from "./mailbox.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

// A word no demo tool uses ("saffron"), so the Arabic search finds this tool alone.
const ARABIC_DESCRIPTION = "يرد على زبائن متاجر الزعفران على واتساب ويتابع طلباتهم حتى التسليم.";
const ARABIC_FEATURES = "متابعة طلبات الزعفران\nردود صوتية";

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("a listing's texts in Arabic and Hindi", () => {
  test("a vendor writes Arabic texts; the admin reviews them; an Arabic reader finds and reads them", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const vendor = newAccount("vendor");
    const name = `E2E Saffron ${vendor.email.split("@")[0]}`;
    await signUpViaForm(page, vendor, "vendor");
    await confirmEmail(page.request, vendor.email);

    await page.goto("/submit-tool");
    await page.getByLabel("Tool Name").fill(name);
    await page.getByLabel("Description").fill("Answers saffron shops' customers on WhatsApp.");
    await chooseOption(page, "Category", "Customer Service");
    await chooseOption(page, "Pricing Model", "Freemium");
    await page.getByLabel("Website URL").fill("https://e2e-saffron.example");
    await page.getByLabel("Company", { exact: true }).fill("E2E Saffron Labs");

    // Each language is folded, its fields not on the page, until opened.
    const arabic = page.getByTestId("texts-ar");
    await expect(arabic.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByTestId("texts-hi").getByRole("textbox")).toHaveCount(0);
    await arabic.getByText("العربية").click();
    const description = page.getByLabel("Description (العربية)");
    await expect(description).toHaveAttribute("dir", "rtl");
    await expect(description).toHaveAttribute("lang", "ar");
    await description.fill(ARABIC_DESCRIPTION);
    await page.getByLabel("Key Features (العربية)").fill(ARABIC_FEATURES);
    await expect(arabic.locator("summary")).toContainText("2 of 4 filled");
    await expectNoAxeViolations(page);
    await page.getByRole("checkbox", { name: "I agree to the terms and conditions" }).check();
    await page.getByRole("button", { name: "Submit for Review" }).click();
    await expect(toast(page, "Submission Received!")).toBeVisible();

    await page.context().clearCookies();
    await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto("/dashboard/admin");
    const queue = page.getByRole("list", { name: "Submissions waiting for review, oldest first" });
    await expect(queue).toBeVisible();
    const row = queue.getByRole("listitem").filter({ hasText: name });
    while (!(await row.isVisible())) await page.getByRole("button", { name: "Next" }).click();
    await row.getByRole("button", { name: /^Review/ }).click();
    const dialog = page.getByRole("dialog", { name });
    const arabicTexts = dialog.getByRole("definition").filter({ hasText: ARABIC_DESCRIPTION });
    await expect(arabicTexts.first()).toBeVisible();
    await expect(dialog.locator('dd[lang="ar"]').first()).toHaveAttribute("dir", "rtl");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, `${name} is approved and listed.`)).toBeVisible();

    await page.goto("/ar/marketplace");
    await page.getByRole("searchbox", { name: "ابحث عن حلول الذكاء الاصطناعي" }).fill("الزعفران");
    const card = page.getByRole("article").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText("الزعفران");
    await card.getByRole("link", { name: "عرض التفاصيل" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText(ARABIC_DESCRIPTION).first()).toBeVisible();
    await page.getByRole("tab", { name: "الميزات" }).click();
    await expect(page.getByText("ردود صوتية")).toBeVisible();
  });

  test("an admin writes a listing's Hindi text in the edit dialog; a Hindi reader reads it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/auth/);
    // A demo listing no other test edits, found by its slug (tools added by other tests shift
    // the catalogue's order).
    const { tool } = (await (await page.request.get("/api/tools/tarang-feedback-lens")).json()) as {
      tool: { id: string; name: string; slug: string };
    };
    await page.goto("/dashboard/admin");
    await page.getByRole("tab", { name: "Content Management" }).click();
    await page.getByLabel("Search listings by name").fill(tool.name);
    const tableRow = page.getByRole("row").filter({ hasText: tool.name });
    await tableRow.getByRole("button", { name: `Edit ${tool.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${tool.name}` });
    const hindi = dialog.getByTestId("listing-texts-hi");
    await hindi.getByText("हिन्दी").click();
    const shortDesc = dialog.getByLabel("Short description (हिन्दी)");
    await expect(shortDesc).toHaveAttribute("lang", "hi");
    const text = `परीक्षण विवरण ${Date.now()}`;
    await shortDesc.fill(text);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, `${tool.name} was saved.`)).toBeVisible();

    await page.goto(`/hi/tool/${tool.slug}`);
    await expect(page.getByText(text).first()).toBeVisible();
  });

  test("on /ar/submit-tool both languages open, a too-long text is named on its field, and axe finds nothing", async ({
    page,
  }) => {
    await page.goto("/ar/submit-tool");
    for (const [testId, label] of [
      ["texts-ar", "العربية"],
      ["texts-hi", "हिन्दी"],
    ] as const) {
      const section = page.getByTestId(testId);
      await section.locator("summary").click();
      await expect(section.getByRole("textbox")).toHaveCount(4);
      await expect(section.locator("summary")).toContainText(label);
    }
    // A Hindi text over the limit: refused in the form, on its own field, in Arabic.
    const hindi = page.getByTestId("texts-hi").getByRole("textbox").first();
    await hindi.fill("क".repeat(LEADS_LIMITS.description + 1));
    await page.getByRole("button", { name: "أرسل للمراجعة" }).click();
    await expect(hindi).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("a language opened before the page's scripts ran shows its fields once they run", async ({
    page,
  }) => {
    let release = () => {};
    const clicked = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the scripts back until the reader has opened the section on the server's HTML.
    await page.route("**/*.js", async (route) => {
      await clicked;
      await route.continue();
    });
    // Module scripts hold back DOMContentLoaded: the page is used as soon as its HTML is there.
    await page.goto("/submit-tool", { waitUntil: "commit" });
    const arabic = page.getByTestId("texts-ar");
    await arabic.locator("summary").click();
    await expect(arabic).toHaveAttribute("open", "");
    release();
    await expect(arabic.getByRole("textbox")).toHaveCount(4);
  });
});
