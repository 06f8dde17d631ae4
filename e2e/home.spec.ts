import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

/** No stored region (so it is detected afresh), consent given, and optionally a language. */
async function freshVisit(page: Page, language?: "ar" | "hi") {
  await page.addInitScript((lang) => {
    localStorage.removeItem("region");
    localStorage.setItem("cookie-consent", "accepted");
    if (lang) localStorage.setItem("language", lang);
  }, language);
  await page.goto("/");
  // The quotes are a part of their own, whose buttons take input once its code has hydrated it.
  await expect(page.locator("[data-part-loading]")).toHaveCount(0);
}

const carouselOf = (page: Page) => page.getByRole("region", { name: "Insights from AI Leaders" });
/** Only the visible slide is exposed to assistive technology, so this finds just that one. */
const activeSlideOf = (page: Page) =>
  page.locator('[role="group"][aria-roledescription]:not([aria-hidden="true"])');

test.describe("home page", () => {
  test("hero shows the title, subtitle and both calls to action", async ({ page }) => {
    await freshVisit(page);
    const hero = page.getByRole("region", {
      name: "Vetted AI Tools and Expert Guidance for Your Business",
    });
    await expect(
      hero.getByRole("heading", {
        level: 1,
        name: "Vetted AI Tools and Expert Guidance for Your Business",
      }),
    ).toBeVisible();
    await expect(hero.getByText(/Discover AI solutions checked by our team/)).toBeVisible();
    await expect(hero.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute(
      "href",
      "/consultation",
    );
    await expect(hero.getByRole("link", { name: "Submit Your AI Tool" })).toHaveAttribute(
      "href",
      "/submit-tool",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("shows the five impact stats", async ({ page }) => {
    await freshVisit(page);
    const stats = page.getByRole("region", { name: "Real Results for Real Businesses" });
    await expect(stats.getByRole("listitem")).toHaveText([
      /^60%\s*Less manual work$/,
      /^80%\s*Faster customer support$/,
      /^35%\s*Revenue growth$/,
      /^50%\s*Lower costs$/,
      /^5x\s*Faster decision-making$/,
    ]);
  });

  test("shows the three Why Choose cards", async ({ page }) => {
    await freshVisit(page);
    const why = page.getByRole("region", { name: /^Why Choose / });
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      "Vetted & Verified",
      "Proven Results",
      "Global Expertise",
    ]);
  });

  test("the final call to action links to WhatsApp, the phone and the consultation", async ({
    page,
  }) => {
    await freshVisit(page);
    const cta = page.getByRole("region", { name: "Ready to Transform Your Business with AI?" });
    await expect(cta.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await expect(cta.getByRole("link", { name: /Call us/ })).toHaveAttribute(
      "href",
      /^tel:\+?\d+$/,
    );
    await expect(cta.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute(
      "href",
      "/consultation",
    );
  });

  test("visitors elsewhere see where our teams are", async ({ page }) => {
    await freshVisit(page);
    await expect(page.getByText("Trusted by businesses worldwide")).toBeVisible();
    const teams = page.getByRole("list", { name: "Our teams:" });
    await expect(teams.getByRole("listitem")).toHaveText(["Dubai", "India", "Canada"]);
  });
});

test.describe("trust line in the UAE", () => {
  test.use({ timezoneId: "Asia/Dubai", locale: "en-US" });

  test("names Dubai and Abu Dhabi for a visitor detected in the UAE", async ({ page }) => {
    await freshVisit(page);
    await expect(page.getByText("Trusted by businesses across the UAE")).toBeVisible();
    const places = page.getByRole("list", { name: "Serving:" });
    await expect(places.getByRole("listitem")).toHaveText(["Dubai", "Abu Dhabi", "Sharjah"]);
    expect(await page.evaluate(() => localStorage.getItem("region"))).toBe("uae");
  });
});

test.describe("quote carousel", () => {
  test("has ten labelled slides and advances on its own after about 3 seconds", async ({
    page,
  }) => {
    await freshVisit(page);
    const carousel = carouselOf(page);
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(10);
    await expect(activeSlideOf(page).locator("blockquote")).toHaveAttribute("lang", "en");
    await expect(page.locator('[aria-live="off"]')).toHaveCount(1);
    // Read where it is now (normally "1 of 10"; a slow start may already have moved on).
    const label = (await activeSlideOf(page).getAttribute("aria-label")) ?? "";
    const position = Number(label.split(" ")[0]);
    expect(label).toMatch(/^\d+ of 10$/);
    await expect(carousel.getByRole("group", { name: `${(position % 10) + 1} of 10` })).toBeVisible(
      { timeout: 6_000 },
    );
    await expect(carousel.getByRole("group", { name: label, exact: true })).toHaveCount(0);
  });

  test("pauses while hovered", async ({ page }) => {
    await freshVisit(page);
    const carousel = carouselOf(page);
    await carousel.getByRole("heading", { name: "Insights from AI Leaders" }).hover();
    const label = await activeSlideOf(page).getAttribute("aria-label");
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);
    await page.waitForTimeout(3_600);
    await expect(activeSlideOf(page)).toHaveAttribute("aria-label", label ?? "");
    // Moving away resumes rotation.
    await page.mouse.move(0, 0);
    await expect(activeSlideOf(page)).not.toHaveAttribute("aria-label", label ?? "", {
      timeout: 6_000,
    });
  });

  test("does not autoplay when reduced motion is preferred", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freshVisit(page);
    const carousel = carouselOf(page);
    await expect(carousel.getByRole("group", { name: "1 of 10" })).toBeVisible();
    await expect(carousel.getByRole("button", { name: "Start automatic rotation" })).toBeVisible();
    await page.waitForTimeout(3_600);
    await expect(carousel.getByRole("group", { name: "1 of 10" })).toBeVisible();
    // Pressing play is an explicit request, so it rotates then.
    await carousel.getByRole("button", { name: "Start automatic rotation" }).click();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole("group", { name: "2 of 10" })).toBeVisible({
      timeout: 6_000,
    });
  });

  test("previous, next and the indicators work from the keyboard, looping", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freshVisit(page);
    const carousel = carouselOf(page);
    const current = (name: string) => expect(carousel.getByRole("group", { name })).toBeVisible();

    await carousel.getByRole("button", { name: "Next quote" }).focus();
    await page.keyboard.press("Enter");
    await current("2 of 10");
    await page.keyboard.press("Space");
    await current("3 of 10");
    await page.keyboard.press("ArrowLeft");
    await current("2 of 10");
    await page.keyboard.press("ArrowRight");
    await current("3 of 10");

    await carousel.getByRole("button", { name: "Previous quote" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await current("1 of 10");
    await page.keyboard.press("Enter");
    await current("10 of 10");

    await carousel.getByRole("button", { name: "Show quote 5" }).focus();
    await page.keyboard.press("Enter");
    await current("5 of 10");
    await expect(carousel.getByRole("button", { name: "Show quote 5" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("keyboard focus inside pauses rotation", async ({ page }) => {
    await freshVisit(page);
    const carousel = carouselOf(page);
    await carousel.getByRole("button", { name: "Show quote 3" }).focus();
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("group", { name: "3 of 10" })).toBeVisible();
    await page.waitForTimeout(3_600);
    await expect(carousel.getByRole("group", { name: "3 of 10" })).toBeVisible();
  });
});

test.describe("Arabic", () => {
  test("is right-to-left with Arabic headings, and the carousel follows the reading direction", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freshVisit(page, "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "أدوات ذكاء اصطناعي موثوقة وإرشاد خبراء لأعمالك",
    );
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "نتائج حقيقية لأعمال حقيقية",
      /^لماذا تختار /,
      "رؤى من قادة الذكاء الاصطناعي",
      "هل أنت مستعد لتحويل أعمالك بالذكاء الاصطناعي؟",
    ]);

    const percent = await page.evaluate(() =>
      new Intl.NumberFormat("ar", { style: "percent", maximumFractionDigits: 0 }).format(0.6),
    );
    await expect(page.getByText(percent, { exact: true })).toBeVisible();

    const carousel = page.getByRole("region", { name: "رؤى من قادة الذكاء الاصطناعي" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "عرض متتابع");
    // The quotes speak the page's language (translated, and said so), not English.
    await expect(activeSlideOf(page).locator("blockquote")).not.toHaveAttribute("lang", "en");
    await expect(activeSlideOf(page).locator("blockquote")).toContainText(/[\u0600-\u06FF]/);

    // "Next" sits toward the reading direction (left in RTL), and ArrowLeft moves forward.
    const next = carousel.getByRole("button", { name: "الاقتباس التالي" });
    const previous = carousel.getByRole("button", { name: "الاقتباس السابق" });
    const nextBox = await next.boundingBox();
    const previousBox = await previous.boundingBox();
    expect(nextBox && previousBox && nextBox.x < previousBox.x).toBe(true);

    await next.focus();
    await page.keyboard.press("Enter");
    const second = await activeSlideOf(page).getAttribute("aria-label");
    await page.keyboard.press("ArrowLeft");
    const third = await activeSlideOf(page).getAttribute("aria-label");
    expect(second).not.toBe(third);
    // The visible slide is the one in the viewport, i.e. the track moved the right way.
    const viewport = await carousel.locator(".overflow-hidden").boundingBox();
    const slide = await activeSlideOf(page).boundingBox();
    expect(viewport && slide && Math.abs(slide.x - viewport.x)).toBeLessThan(2);
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("stacks into one column without horizontal scrolling", async ({ page }) => {
    await freshVisit(page, "ar");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const boxes = await page
      .getByRole("region", { name: "نتائج حقيقية لأعمال حقيقية" })
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().x));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
  });
});

test.describe("accessibility", () => {
  test("no axe violations in English", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freshVisit(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("no axe violations in Arabic", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freshVisit(page, "ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "أدوات ذكاء اصطناعي موثوقة وإرشاد خبراء لأعمالك",
    );
    await expectNoAxeViolations(page);
  });
});
