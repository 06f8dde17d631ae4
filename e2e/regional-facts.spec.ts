import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, signInViaForm, test } from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Today as the pages show a verification date: the UTC day, in the page's language. */
const today = (language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date());

/** The tool page's "Will it work here?" section, by its heading in the page's language. */
const regionalFit = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading, exact: true });

test.describe("regional facts", () => {
  test("an admin verifies a demo listing's declared fact; its tool page then shows it verified by our team", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/auth/);
    // A demo listing no other test changes, found by its slug, not by its place in the list.
    const { tool } = (await (await page.request.get("/api/tools/wadi-talent-screener")).json()) as {
      tool: { name: string; slug: string };
    };
    await page.goto("/dashboard/admin");
    await page.getByRole("tab", { name: "Content Management" }).click();
    await page.getByLabel("Search listings by name").fill(tool.name);
    const row = page.getByRole("row").filter({ hasText: tool.name });
    await row.getByRole("button", { name: `Regional facts of ${tool.name}` }).click();

    const dialog = page.getByRole("dialog", { name: `Regional facts of ${tool.name}` });
    const facts = dialog.getByRole("list", { name: "Declared facts" });
    await expect(facts.getByRole("listitem")).toHaveCount(3);
    const hosting = facts.getByRole("listitem").filter({ hasText: "Data hosting: Saudi Arabia" });
    await expect(hosting).toContainText("Not verified");
    const evidence = hosting.getByRole("link", {
      name: /^Evidence for Data hosting: Saudi Arabia/,
    });
    await expect(evidence).toHaveAttribute("href", "https://wadi-talent.example.com/trust");
    await expect(evidence).toHaveAttribute("target", "_blank");
    await expect(evidence).toHaveAttribute("rel", "noopener noreferrer");
    await expectNoAxeViolations(page);

    await hosting.getByRole("button", { name: "Verify Data hosting: Saudi Arabia" }).click();
    await expect(toast(page, "Data hosting: Saudi Arabia is marked verified.")).toBeVisible();
    await expect(hosting).toContainText(`Verified on ${today("en")}`);
    await expect(
      hosting.getByRole("button", { name: "Unverify Data hosting: Saudi Arabia" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The audit log names the action.
    await page.getByRole("tab", { name: "Audit Log" }).click();
    await expect(page.getByText("Verified a regional fact").first()).toBeVisible();

    await page.goto(`/tool/${tool.slug}`);
    const section = regionalFit(page, "Will it work here?");
    await expect(section.locator('[data-fact="hosting:saudi"]')).toContainText(
      `Verified by our team on ${today("en")}`,
    );
    await expect(section.locator('[data-fact="compliance:saudi-pdpl"]')).toContainText(
      "Declared by the vendor on",
    );
  });

  test("the facts dialog reads in Arabic and axe finds nothing", async ({ page }) => {
    await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/auth/);
    const name = "Sahil Model Gateway";
    await page.goto("/ar/dashboard/admin");
    await page.getByRole("tab", { name: "إدارة المحتوى" }).click();
    await page.getByLabel("ابحث في القوائم بالاسم").fill(name);
    const row = page.getByRole("row").filter({ hasText: name });
    await row.getByRole("button", { name: `الحقائق الإقليمية لـ ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `الحقائق الإقليمية لـ ${name}` });
    const facts = dialog.getByRole("list", { name: "الحقائق المصرّح بها" });
    await expect(facts.getByRole("listitem")).toHaveCount(4);
    await expect(facts.getByRole("listitem").first()).toContainText("استضافة البيانات: الإمارات");
    await expect(facts.getByRole("button", { name: /^توثيق / })).toHaveCount(3);
    await expect(facts.getByRole("button", { name: /^إلغاء توثيق / })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("the tool page's section reads in English and Arabic, server-rendered, and axe finds nothing", async ({
    page,
  }) => {
    // Sahara Insights BI: two facts verified by the seed, three declared only.
    await page.goto("/tool/sahara-insights-bi");
    const english = regionalFit(page, "Will it work here?");
    await expect(english.getByRole("term")).toHaveText([
      "Interface language",
      "Data hosting",
      "Compliance",
    ]);
    await expect(english.getByText(/^Verified by our team on /)).toHaveCount(2);
    await expect(english.getByText(/^Declared by the vendor on /)).toHaveCount(3);
    const evidence = english.getByRole("link", { name: /^Evidence for Data hosting: UAE/ });
    await expect(evidence).toHaveAttribute("target", "_blank");
    await expect(evidence).toHaveAttribute("rel", "noopener noreferrer");
    await expectNoAxeViolations(page);

    // In the server's HTML itself, with no request of its own.
    const html = await (await page.request.get("/ar/tool/sahara-insights-bi")).text();
    expect(html).toContain("هل سيعمل هنا؟");
    expect(html).toContain("تحقق منه فريقنا في");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ar/tool/sahara-insights-bi");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const arabic = regionalFit(page, "هل سيعمل هنا؟");
    await expect(arabic.getByRole("term").first()).toHaveText("لغة الواجهة");
    await expect(arabic.getByText(/^تحقق منه فريقنا في /)).toHaveCount(2);
    await expect(arabic.getByText(/^صرّح به المورّد في /)).toHaveCount(3);
    await arabic.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(page);
  });

  test("a loaded tool page keeps the section as the server's HTML and hydrates the plans; reached within the app, both render", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/ar/tool/sahara-insights-bi");
    const plans = page.getByRole("region", { name: "الباقات والأسعار", exact: true });
    // The plans hydrate when their chunk arrives: the currency menu then answers.
    await plans.getByLabel("العملة").selectOption("INR");
    await expect(plans.getByRole("listitem").first()).toContainText("₹");
    await expect(regionalFit(page, "هل سيعمل هنا؟").getByRole("term").first()).toHaveText(
      "لغة الواجهة",
    );
    expect(scripts.some((path) => /\/plans-and-prices-[\w-]+\.js$/.test(path))).toBe(true);
    // "Will it work here?" stays the server's HTML: its code is never fetched on a page load.
    expect(scripts.some((path) => /\/regional-fit-[\w-]+\.js$/.test(path))).toBe(false);

    // Another tool reached within the app: the browser renders both from their chunks.
    await page.goto("/ar/marketplace?q=Sahara");
    await page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Sahara Insights BI" }) })
      .getByRole("link", { name: "عرض التفاصيل" })
      .click();
    await expect(page).toHaveURL(/\/ar\/tool\/[\w-]+$/);
    await expect(regionalFit(page, "هل سيعمل هنا؟").getByText(/^تحقق منه فريقنا في /)).toHaveCount(
      2,
    );
    await expect(plans).toBeVisible();
    expect(scripts.some((path) => /\/regional-fit-[\w-]+\.js$/.test(path))).toBe(true);
  });

  for (const [path, href, name] of [
    ["/regions/saudi", "/marketplace?hosting=saudi", "Browse tools hosted in Saudi Arabia"],
    ["/ar/regions/uae", "/ar/marketplace?hosting=uae", "تصفّح الأدوات المستضافة في الإمارات"],
    ["/hi/regions/india", "/hi/marketplace?hosting=india", "भारत में होस्ट किए गए टूल देखें"],
  ] as const) {
    test(`${path} links to the marketplace filtered to tools hosted there`, async ({ page }) => {
      await page.goto(path);
      const link = page.getByRole("main").getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await link.click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});
