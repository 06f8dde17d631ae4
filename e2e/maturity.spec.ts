import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, newAccount, signInViaForm, signUpViaForm, test } from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner from covering buttons at the bottom of the viewport.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The statements in the page's order, with the answer (0-3) to give each. */
const STATEMENTS = [
  "We have written goals for what AI and automation should do for the business.",
  "Our leadership sponsors digital projects and reviews their results.",
  "We set aside a budget for digital and AI improvements every year.",
  "Customer and operations data is captured in our systems, not on paper or in scattered spreadsheets.",
  "We trust our data: it is complete, current and consistent between systems.",
  "The people who need figures can get reports and dashboards without asking IT.",
  "Our main processes are written down with clear owners and steps.",
  "Repetitive tasks such as data entry, follow-ups and invoicing run automatically.",
  "Our team is confident with digital tools and picks up new ones quickly.",
  "People get time and training to learn AI tools for their own work.",
  "Our core software (accounts, CRM, operations) is in the cloud and connected.",
  "We already use AI tools in daily work and measure what they bring.",
] as const;
const SCALE = ["Not at all", "A little", "Mostly", "Fully"] as const;

/** Answers every statement by keyboard-free clicks on the labelled radios. */
async function answer(page: Page, answers: readonly number[]) {
  for (const [index, statement] of STATEMENTS.entries()) {
    const group = page.getByRole("group", { name: statement });
    await group.getByRole("radio", { name: SCALE[answers[index] as number] }).check();
  }
}

const areaLine = (page: Page, area: string) => page.getByTestId(`maturity-area-${area}`);

test.describe("digital maturity self-assessment", () => {
  test("a visitor answers, sees scores and tools, books with the result attached; the admin sees it", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto("/digital-maturity");
    await expect(page.getByRole("heading", { name: "Take the assessment here" })).toBeVisible();
    // The external chat stays beside it.
    await expect(page.getByRole("button", { name: "Start Assessment" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing is sent with a statement unanswered: it is marked and focused.
    await page
      .getByRole("group", { name: STATEMENTS[0] })
      .getByRole("radio", { name: "Mostly" })
      .check();
    await page.getByRole("button", { name: "See my results" }).click();
    await expect(page.getByText("Answer every statement to see your results.")).toBeVisible();
    await expect(
      page.getByRole("group", { name: STATEMENTS[1] }).getByRole("radio").first(),
    ).toBeFocused();
    await expect(page.getByText("1 of 12 answered")).toBeVisible();

    // Strategy 0+1+0 = 1 of 9 -> 11; data 3,3,3 -> 100; processes 1,1 -> 33; skills 2,2 -> 67;
    // tools 3,3 -> 100; overall (11 + 100 + 33 + 67 + 100) / 5 = 62.
    await answer(page, [0, 1, 0, 3, 3, 3, 1, 1, 2, 2, 3, 3]);
    await page.getByRole("combobox", { name: "Your industry" }).click();
    await page.getByRole("option", { name: "Logistics", exact: true }).click();
    await page.getByRole("button", { name: "See my results" }).click();

    const result = page.getByRole("heading", { name: "Your digital maturity" });
    await expect(result).toBeFocused();
    await expect(page.getByTestId("maturity-overall")).toHaveText("62 out of 100");
    await expect(areaLine(page, "strategy")).toContainText("Strategy: 11 out of 100");
    await expect(areaLine(page, "strategy")).toContainText("Starting");
    await expect(areaLine(page, "data")).toContainText("Data: 100 out of 100");
    await expect(areaLine(page, "processes")).toContainText("Processes: 33 out of 100");
    // Overall 62 is "Established" (the skills area is too, so the overall reading tells them apart).
    await expect(
      page.getByText(
        "You have solid foundations. The next gains come from AI in core processes and from measuring what each tool brings.",
      ),
    ).toBeVisible();
    // Tools for the two weakest areas, strategy and processes, from the catalogue.
    const tools = page.getByRole("list").filter({ has: page.getByText(/^For your /) });
    await expect(tools.getByRole("listitem").first()).toBeVisible();
    const reasons = await tools.getByText(/^For your /).allTextContents();
    for (const reason of reasons)
      expect(["For your Strategy", "For your Processes"]).toContain(reason);
    await expectNoAxeViolations(page);

    // A reload keeps the result.
    await page.reload();
    await expect(page.getByTestId("maturity-overall")).toHaveText("62 out of 100");
    await expect(page.getByRole("link", { name: /Sign in to save your result/ })).toBeVisible();

    // Book with the result attached: the box is ticked when coming from the result.
    await page.getByRole("link", { name: "Book a consultation with this result" }).click();
    await expect(page).toHaveURL(/\/consultation\?assessment=attach$/);
    const attach = page.getByRole("checkbox", {
      name: "Attach my digital maturity result (overall 62 out of 100)",
    });
    await expect(attach).toBeChecked();
    await expectNoAxeViolations(page);
    const requester = newAccount("maturity-guest");
    const company = `E2E Maturity ${requester.email.split("@")[0]}`;
    await page.getByLabel("Full Name").fill(requester.name);
    await page.getByLabel("Email").fill(requester.email);
    await page.getByLabel("Company").fill(company);
    await page.getByRole("button", { name: "Book Free Consultation" }).click();
    await expect(toast(page, "Consultation Request Submitted!")).toBeVisible();

    // The admin's pipeline shows the scores with the request.
    await signInViaForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).not.toHaveURL(/\/auth/);
    await page.goto("/dashboard/admin");
    await page.getByRole("tab", { name: "Consultations" }).click();
    const list = page.getByRole("list", { name: "Consultation requests, newest first" });
    const row = list.getByRole("listitem").filter({ hasText: company });
    await row.getByRole("button", { name: /^Open/ }).click();
    const dialog = page.getByRole("dialog", { name: requester.name });
    const scores = dialog.getByTestId("consultation-assessment");
    await expect(scores).toContainText("Overall 62 out of 100");
    await expect(scores).toContainText("Strategy: 11 out of 100");
    await expect(scores).toContainText("Skills: 67 out of 100");
    await expectNoAxeViolations(page);
  });

  test("a member saves a result, retakes it, sees the change, and finds both on the dashboard", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const member = newAccount("maturity");
    await signUpViaForm(page, member, "business");

    await page.goto("/digital-maturity");
    await answer(page, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    await page.getByRole("button", { name: "See my results" }).click();
    await expect(page.getByTestId("maturity-overall")).toHaveText("33 out of 100");
    await page.getByRole("button", { name: "Save to my account" }).click();
    await expect(toast(page, "Result saved")).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Saved to your account" }),
    ).toBeVisible();

    // The retake starts from the last answers; raise data and tools to Fully.
    await page.getByRole("button", { name: "Retake the assessment" }).click();
    await expect(page.getByRole("heading", { name: "Take the assessment here" })).toBeFocused();
    await expect(
      page.getByRole("group", { name: STATEMENTS[0] }).getByRole("radio", { name: "A little" }),
    ).toBeChecked();
    await answer(page, [1, 1, 1, 3, 3, 3, 1, 1, 1, 1, 3, 3]);
    await page.getByRole("button", { name: "See my results" }).click();
    // Data and tools 33 -> 100; overall (33 + 100 + 33 + 33 + 100) / 5 = 60.
    await expect(page.getByTestId("maturity-overall")).toHaveText("60 out of 100");
    await page.getByRole("button", { name: "Save to my account" }).click();
    await expect(page.getByText(/Compared with your result of/)).toBeVisible();
    await expect(areaLine(page, "data")).toContainText("up 67");
    await expect(areaLine(page, "strategy")).toContainText("no change");
    await expect(page.getByText("up 27").first()).toBeVisible();

    await page.goto("/dashboard/business?tab=maturity");
    const entries = page
      .getByRole("tabpanel")
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading"),
      });
    await expect(entries).toHaveCount(2);
    await expect(entries.first().getByRole("heading")).toContainText("overall 60 out of 100");
    await expect(entries.first()).toContainText("up 27");
    await expect(entries.nth(1)).toContainText("First assessment");
    await expectNoAxeViolations(page);

    // The same tab in Arabic: right to left, translated, accessible.
    await page.evaluate(() => localStorage.setItem("language", "ar"));
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("tab", { selected: true })).toHaveText("النضج الرقمي");
    await expect(entries.first().getByRole("heading")).toContainText("الإجمالي 60 من 100");
    await expect(entries.nth(1)).toContainText("التقييم الأول");
    await expectNoAxeViolations(page);

    // Signed out on the same browser, the kept result is no one's save: sign in to save it.
    await page.evaluate(() => localStorage.setItem("language", "en"));
    await page.context().clearCookies();
    await page.goto("/digital-maturity");
    await expect(page.getByTestId("maturity-overall")).toHaveText("60 out of 100");
    await expect(page.getByRole("link", { name: /Sign in to save your result/ })).toBeVisible();
    await expect(page.getByText("Saved to your account")).toHaveCount(0);
    await expect(page.getByText(/Compared with your result of/)).toHaveCount(0);
  });

  test("on a phone in Hindi: the questions and the result fit 390 px", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/hi/digital-maturity");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const widest = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await widest()).toBeLessThanOrEqual(390);
    const fully = page.getByRole("radio", { name: "पूरी तरह" });
    await expect(fully).toHaveCount(12);
    for (let index = 0; index < 12; index += 1) await fully.nth(index).check();
    await page.getByRole("button", { name: "मेरे परिणाम देखें" }).click();
    await expect(page.getByTestId("maturity-overall")).toHaveText("100 में से 100");
    // Every area leads: the tools are the best-rated, said so.
    await expect(
      page.getByText("हर क्षेत्र अग्रणी है: आगे बढ़ने के लिए सबसे ऊँची रेटिंग वाले टूल।"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /साइन इन करें/ })).toBeVisible();
    expect(await widest()).toBeLessThanOrEqual(390);
  });

  test("in Arabic: right to left, translated, and accessible", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/ar/digital-maturity");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "أجرِ التقييم هنا" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "تمامًا" }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    const mostly = page.getByRole("radio", { name: "في الغالب" });
    await expect(mostly).toHaveCount(12);
    for (let index = 0; index < 12; index += 1) await mostly.nth(index).check();
    await page.getByRole("button", { name: "اعرض نتائجي" }).click();
    await expect(page.getByRole("heading", { name: "نضجك الرقمي" })).toBeFocused();
    await expect(page.getByTestId("maturity-overall")).toHaveText("67 من 100");
    await expectNoAxeViolations(page);

    // The consultation form offers the result, in Arabic too.
    await page.getByRole("link", { name: "احجز استشارة بهذه النتيجة" }).click();
    await expect(page).toHaveURL(/\/ar\/consultation\?assessment=attach$/);
    await expect(
      page.getByRole("checkbox", { name: "أرفق نتيجة نضجي الرقمي (الإجمالي 67 من 100)" }),
    ).toBeChecked();
    await expectNoAxeViolations(page);
  });
});
