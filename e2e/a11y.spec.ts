import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, newAccount, signInViaForm, signUpViaForm, test } from "./fixtures.ts";
import { confirmationPath, confirmEmail, waitForMail } from "./mailbox.ts";

/**
 * axe (WCAG 2.2 A and AA) on every route we own, in English and in Arabic, in the states a visitor
 * meets: each tool tab, the review dialog, both auth tabs, the dashboards, the cookie banner and the
 * phone layout with its menu open.
 */

const LANGUAGES = ["en", "ar"] as const;
type Lang = (typeof LANGUAGES)[number];

/** The cookie banner's accessible name (core locale `cookie.label`). */
const COOKIE_BANNER_NAME: Record<Lang, string> = {
  en: "Cookie consent",
  ar: "الموافقة على ملفات تعريف الارتباط",
};

/** Stores the language (and, unless told otherwise, the cookie choice) before any page script runs. */
async function useLanguage(page: Page, lang: Lang, { consent = true } = {}) {
  await page.addInitScript(
    ({ lang, consent }) => {
      localStorage.setItem("language", lang);
      if (consent) localStorage.setItem("cookie-consent", "accepted");
    },
    { lang, consent },
  );
}

/** After a sign-up through the English form, later page loads use `lang`. */
async function switchStoredLanguage(page: Page, lang: Lang) {
  await page.evaluate((lang) => {
    localStorage.setItem("language", lang);
    localStorage.setItem("cookie-consent", "accepted");
  }, lang);
}

async function gotoAndSettle(page: Page, path: string, lang: Lang) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /./ })).toHaveCount(0);
}

/**
 * On top of the WCAG rules: axe's best practices for page structure (one main, landmarks that
 * hold all content, heading levels in order, one h1).
 */
async function expectSoundStructure(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["best-practice"]).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
  expect(summary).toEqual([]);
}

/** Both rule sets on the page as it is now. */
async function expectAccessible(page: Page) {
  await expectNoAxeViolations(page);
  await expectSoundStructure(page);
}

/** The id of the most-reviewed tool, so the Reviews tab has content to check. */
async function reviewedToolPath(page: Page): Promise<string> {
  const response = await page.request.get("/api/tools?sort=reviews");
  const body = (await response.json()) as { items: { id: string }[] };
  const id = body.items[0]?.id;
  expect(id, "a seeded tool").toBeTruthy();
  return `/tool/${id}`;
}

for (const lang of LANGUAGES) {
  test.describe(`axe in ${lang}`, () => {
    // axe takes seconds per page on a shared two-core machine.
    test.describe.configure({ timeout: 120_000 });

    test("public pages", async ({ page }) => {
      await useLanguage(page, lang);
      for (const path of ["/marketplace", "/consultation", "/digital-maturity", "/submit-tool"]) {
        await gotoAndSettle(page, path, lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expectAccessible(page);
      }
    });

    test("marketplace with an open filter list", async ({ page }) => {
      await useLanguage(page, lang);
      await gotoAndSettle(page, "/marketplace", lang);
      await expect(page.getByRole("article").first()).toBeVisible();
      await page.getByRole("combobox").first().click();
      await expect(page.getByRole("listbox")).toBeVisible();
      // A modal layer hides the page behind it: the page-structure rules do not apply.
      await expectNoAxeViolations(page);
    });

    test("tool detail: every tab", async ({ page }) => {
      await useLanguage(page, lang);
      await gotoAndSettle(page, await reviewedToolPath(page), lang);
      const tabs = page.getByRole("tab");
      await expect(tabs).toHaveCount(4);
      for (let index = 0; index < 4; index += 1) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
        await expect(page.getByRole("tabpanel")).toBeVisible();
        // The Reviews tab: its own list of reviews, not any list item elsewhere on the page.
        if (index === 2) {
          await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toBeVisible();
        }
        await expectAccessible(page);
      }
    });

    test("auth: both tabs", async ({ page }) => {
      await useLanguage(page, lang);
      await gotoAndSettle(page, "/auth", lang);
      await expectAccessible(page);
      await gotoAndSettle(page, "/auth?tab=signup", lang);
      await expect(page.getByRole("radio").first()).toBeVisible();
      await expectAccessible(page);
    });

    test("the forgotten-password pages", async ({ page }) => {
      await useLanguage(page, lang);
      await gotoAndSettle(page, "/forgot-password", lang);
      await expectAccessible(page);
      await gotoAndSettle(page, "/reset-password?token=a-token-from-the-e-mail", lang);
      await expect(page.locator('input[type="password"]')).toHaveCount(2);
      await expectAccessible(page);
      await gotoAndSettle(page, "/reset-password?error=INVALID_TOKEN", lang);
      await expectAccessible(page);
    });

    test("the comparison: tray and table with differences marked", async ({ page }) => {
      await useLanguage(page, lang);
      await gotoAndSettle(page, "/marketplace", lang);
      const cards = page.getByRole("article");
      for (const index of [0, 1]) {
        const toggle = cards.nth(index).getByRole("button", { name: /^(Compare|قارن) / });
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-pressed", "true");
      }
      await expect(
        page.getByRole("region", { name: /^(Tools to compare|أدوات للمقارنة)/ }),
      ).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("link", { name: /^(Compare now|قارن الآن)$/ }).click();
      await expect(page.getByRole("table")).toBeVisible();
      await page.getByRole("checkbox").check();
      await expect(page.locator("tr[data-differs]").first()).toBeVisible();
      await expectAccessible(page);
    });

    test("the 404 page, and the language menu open", async ({ page }) => {
      await useLanguage(page, lang);
      await gotoAndSettle(page, "/no/such/page", lang);
      await expectAccessible(page);
      await page.getByRole("button", { name: /^(Language|اللغة)/ }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("the cookie banner", async ({ page }) => {
      await useLanguage(page, lang, { consent: false });
      await gotoAndSettle(page, "/marketplace", lang);
      const banner = page.getByRole("region", { name: COOKIE_BANNER_NAME[lang], exact: true });
      await expect(banner.getByRole("link")).toBeVisible();
      await expectAccessible(page);
    });

    test("phone layout: mobile bar and open menu", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await useLanguage(page, lang, { consent: false });
      await gotoAndSettle(page, "/marketplace", lang);
      await expectAccessible(page);
      await page.locator('button[aria-controls="mobile-menu"]').click();
      await expect(page.locator("#mobile-menu")).toBeVisible();
      await expectAccessible(page);
      await gotoAndSettle(page, await reviewedToolPath(page), lang);
      await expectAccessible(page);
    });

    test("business: dashboard, access denied and the review dialog", async ({ page }) => {
      const account = newAccount("a11y-business");
      await signUpViaForm(page, account, "business");
      await switchStoredLanguage(page, lang);
      await gotoAndSettle(page, "/dashboard/business", lang);
      await expect(page.getByRole("main").getByRole("tabpanel")).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 3 }).first()).toBeVisible();
      await expectAccessible(page);

      await page.getByRole("banner").getByRole("button", { name: account.name }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoAxeViolations(page);

      await gotoAndSettle(page, "/dashboard/vendor", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lang === "ar" ? "الوصول مرفوض" : "Access denied",
      );
      await expectAccessible(page);

      // Not confirmed yet: the dialog explains and offers a new link instead of the form.
      const toolPath = await reviewedToolPath(page);
      await gotoAndSettle(page, toolPath, lang);
      await page.getByRole("tab").nth(2).click();
      await page.getByRole("tabpanel").getByRole("button").first().click();
      await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveCount(2);
      await expect(page.getByRole("radio")).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The e-mailed link lands on the account page, which says it worked.
      await page.goto(await confirmationPath(page.request, account.email));
      await expect(page).toHaveURL(/\/account\?emailVerified=1$/);
      await expect(page.getByRole("status").first()).toBeVisible();
      await expectAccessible(page);

      await gotoAndSettle(page, toolPath, lang);
      await page.getByRole("tab").nth(2).click();
      await page.getByRole("tabpanel").getByRole("button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.getByRole("radio")).toHaveCount(5);
      await expectNoAxeViolations(page);
    });

    test("reviews tab: helpful votes, the sort and a verified review", async ({
      page,
      baseURL,
    }) => {
      const account = newAccount("a11y-votes");
      await signUpViaForm(page, account, "business");
      await page.goto(await confirmationPath(page.request, account.email));
      await switchStoredLanguage(page, lang);
      const toolPath = await reviewedToolPath(page);
      const toolId = toolPath.split("/").at(-1);
      const origin = { origin: baseURL ?? "" };
      // Saved before reviewing, with a confirmed address: the review carries the verified mark.
      const saved = await page.request.put(`/api/me/favorites/${toolId}`, { headers: origin });
      expect(saved.status()).toBe(204);
      const rated = await page.request.put(`/api/tools/${toolId}/ratings/mine`, {
        data: { rating: 5, review: "Verified in an accessibility check." },
        headers: origin,
      });
      expect(rated.status()).toBe(200);

      await gotoAndSettle(page, toolPath, lang);
      await page.getByRole("tab").nth(2).click();
      const panel = page.getByRole("tabpanel");
      await expect(panel.locator("[title]").filter({ hasText: /./ }).first()).toBeVisible();
      const vote = panel.locator("button[aria-pressed]").first();
      await vote.click();
      await expect(vote).toHaveAttribute("aria-pressed", "true");
      await expect(panel.locator("select")).toBeVisible();
      await expectAccessible(page);
    });

    test("reports: the dialog, the member's reports and the admin's queue", async ({ page }) => {
      const reporter = newAccount("a11y-reports");
      await signUpViaForm(page, reporter, "business");
      await confirmEmail(page.request, reporter.email);
      await switchStoredLanguage(page, lang);
      await gotoAndSettle(page, "/tool/qalam-support-desk", lang);
      await page
        .getByRole("button", { name: /^(Report this listing|أبلغ عن هذا الإدراج)$/ })
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("radio")).toHaveCount(4);
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: /^(Send report|إرسال البلاغ)$/ }).click();
      await expect(dialog).toHaveCount(0);

      await gotoAndSettle(page, "/dashboard/business?tab=reports", lang);
      await expect(page.getByRole("main").getByRole("listitem")).not.toHaveCount(0);
      await expectAccessible(page);

      await page.context().clearCookies();
      await switchStoredLanguage(page, "en");
      await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page).toHaveURL(/\/$/);
      await switchStoredLanguage(page, lang);
      await gotoAndSettle(page, "/dashboard/admin", lang);
      await page.getByRole("tab", { name: /^(Reports|البلاغات)$/ }).click();
      await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toBeVisible();
      await expectAccessible(page);
    });

    test("vendor dashboard", async ({ page }) => {
      await signUpViaForm(page, newAccount("a11y-vendor"), "vendor");
      await switchStoredLanguage(page, lang);
      await gotoAndSettle(page, "/dashboard/vendor", lang);
      await expect(page.getByRole("main").getByRole("tablist")).toBeVisible();
      await expectAccessible(page);
    });

    test("admin dashboard", async ({ page }) => {
      await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page).toHaveURL(/\/$/);
      await switchStoredLanguage(page, lang);
      await gotoAndSettle(page, "/dashboard/admin", lang);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toBeVisible();
      await expectAccessible(page);
    });

    test("consultation slots: picker and manage page", async ({ page }) => {
      await useLanguage(page, lang);
      await gotoAndSettle(page, "/consultation", lang);
      await page.locator('input[type="radio"][value="slot"]').check();
      const times = page.locator('input[type="radio"][value*="@"]');
      await expect(times.first()).toBeAttached();
      await times.first().check();
      await expectAccessible(page);

      // A booking of its own, made as the form makes it, opened from its e-mail's link.
      const { slots } = (await (await page.request.get("/api/consultation-slots")).json()) as {
        slots: { office: string; startsAt: string }[];
      };
      const slot = slots[slots.length - 1 - (lang === "ar" ? 1 : 0)];
      const email = `a11y-slot-${lang}-${Date.now()}@example.com`;
      const booked = await page.request.post("/api/consultations", {
        data: {
          name: "A11y Slot",
          email,
          language: lang,
          slot: { office: slot?.office, startsAt: slot?.startsAt },
        },
      });
      expect(booked.status()).toBe(201);
      // Held until its e-mail's link confirms it: the confirm page, in this language.
      const hold = await waitForMail(page.request, (m) => m.to === email, "hold confirmation");
      const confirmToken = /consultation\/confirm\?token=([\w-]+)/.exec(hold.text)?.[1];
      await gotoAndSettle(page, `/consultation/confirm?token=${confirmToken}`, lang);
      await expectAccessible(page);
      await page.locator("main").getByRole("button").first().click();
      await expect(page.locator("time").first()).toBeVisible();
      await expectAccessible(page);
      const mail = await waitForMail(
        page.request,
        (m) => m.to === email && m.text.includes("/consultation/booking?token="),
        "booking confirmation",
      );
      const token = /consultation\/booking\?token=([\w-]+)/.exec(mail.text)?.[1];
      await gotoAndSettle(page, `/consultation/booking?token=${token}`, lang);
      await expect(page.locator("time").first()).toBeVisible();
      await expect(page.locator('input[type="radio"]').first()).toBeAttached();
      await expectAccessible(page);
    });

    test("consultation slots: the offices' hours", async ({ page }) => {
      await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page).toHaveURL(/\/$/);
      await switchStoredLanguage(page, lang);
      await gotoAndSettle(page, "/dashboard/admin", lang);
      // The fourth tab: Consultations.
      await page.getByRole("tab").nth(3).click();
      await expect(page.locator('input[type="time"]').first()).toBeVisible();
      await expectAccessible(page);
    });
  });
}
