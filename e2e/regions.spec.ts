import type { Page, Request } from "@playwright/test";
import arabic from "../apps/web/src/locales/regions/ar.json" with { type: "json" };
import hindi from "../apps/web/src/locales/regions/hi.json" with { type: "json" };
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/** What each regional landing page must show in English (SPEC §2 and the §9 stat claims). */
const PAGES = [
  {
    slug: "uae",
    heading: "AI Solutions for UAE Businesses",
    statsTitle: "Our Impact in the UAE",
    stats: [
      ["150+", "Businesses served"],
      ["25+", "Technology partners"],
      ["300+", "AI implementations"],
      ["95%", "Success rate"],
    ],
    solutionsTitle: "AI Solutions for the UAE Market",
    whyTitle: "Why Choose Us in the UAE",
    whatsappText: "UAE",
  },
  {
    slug: "india",
    heading: "AI Solutions for Indian Businesses",
    statsTitle: "Our Impact in India",
    stats: [
      ["500+", "Businesses served"],
      ["40+", "Technology partners"],
      ["1,000+", "AI implementations"],
      ["₹50M+", "Savings for our clients"],
    ],
    solutionsTitle: "AI Solutions for the Indian Market",
    whyTitle: "Why Choose Us in India",
    whatsappText: "India",
  },
  {
    slug: "saudi",
    heading: "AI Solutions for Saudi Businesses",
    statsTitle: "Our Impact in Saudi Arabia",
    stats: [
      ["100+", "Businesses served"],
      ["15+", "Vision 2030 projects"],
      ["200+", "AI implementations"],
      ["85%", "Success rate"],
    ],
    solutionsTitle: "AI Solutions for the Saudi Market",
    whyTitle: "Why Choose Us in Saudi Arabia",
    whatsappText: "Saudi Arabia",
  },
] as const;

const ARABIC_LETTERS = /[\u0600-\u06FF]/;
const LATIN_LETTERS = /[A-Za-z]/;

async function visit(page: Page, path: string, language: "en" | "ar" | "hi") {
  await page.addInitScript((lang) => {
    localStorage.setItem("language", lang);
    localStorage.setItem("cookie-consent", "accepted");
  }, language);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

function isEventPost(request: Request): boolean {
  return request.method() === "POST" && new URL(request.url()).pathname === "/api/events";
}

for (const region of PAGES) {
  test(`/regions/${region.slug} shows its content, links and page view in English`, async ({
    page,
  }) => {
    const events: Request[] = [];
    page.on("request", (request) => {
      if (isEventPost(request)) events.push(request);
    });
    const pageView = page.waitForRequest(isEventPost);
    await visit(page, `/regions/${region.slug}`, "en");
    const main = page.getByRole("main");

    await expect(main.getByRole("heading", { level: 1 })).toHaveText(region.heading);

    const stats = main.getByRole("region", { name: region.statsTitle });
    await expect(stats.getByRole("definition")).toHaveText(region.stats.map(([value]) => value));
    await expect(stats.getByRole("term")).toHaveText(region.stats.map(([, label]) => label));

    for (const title of [region.solutionsTitle, region.whyTitle]) {
      const section = main.getByRole("region", { name: title });
      await expect(section.getByRole("listitem")).toHaveCount(3);
      await expect(section.getByRole("heading", { level: 3 })).toHaveCount(3);
    }

    // The site takes bookings itself (consultation slots on): its own form, in this tab.
    const booking = main.getByRole("link", { name: /Book Free Consultation/ });
    await expect(booking).toHaveAttribute("href", "/consultation");
    await expect(booking).not.toHaveAttribute("target", "_blank");
    await expect(main.getByRole("link", { name: "Browse Marketplace" })).toHaveAttribute(
      "href",
      "/marketplace",
    );

    const whatsapp = main.getByRole("link", { name: /Chat on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    const message = new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text");
    expect(message).toContain(region.whatsappText);
    await expect(whatsapp).toHaveAttribute("target", "_blank");

    const sent = await pageView;
    expect(sent.postDataJSON()).toMatchObject({
      type: "page_view",
      data: { page: `${region.slug}-landing`, path: `/regions/${region.slug}` },
    });
    expect((await sent.response())?.status()).toBe(202);

    await expectNoAxeViolations(page);
    expect(events, "one page-view event per visit").toHaveLength(1);

    await main.getByRole("link", { name: "Request a Free Consultation" }).click();
    await expect(page).toHaveURL(/\/consultation$/);
  });

  test(`/regions/${region.slug} in Arabic is right-to-left and accessible`, async ({ page }) => {
    await visit(page, `/regions/${region.slug}`, "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const main = page.getByRole("main");
    const heading = main.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(arabic[region.slug].title);
    await expect(heading).toHaveText(ARABIC_LETTERS);
    await expect(heading).not.toHaveText(LATIN_LETTERS);
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      arabic[region.slug].statsTitle,
      arabic[region.slug].solutionsTitle,
      arabic[region.slug].hostedTools.title,
      arabic[region.slug].whyTitle,
      arabic[region.slug].closingTitle,
    ]);
    await expect(main.getByRole("link", { name: /واتساب/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await expectNoAxeViolations(page);
  });
}

test("/regions/india in Hindi has a Hindi heading", async ({ page }) => {
  await visit(page, "/regions/india", "hi");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(hindi.india.title);
  await expect(heading).toHaveText(/[\u0900-\u097F]/);
});

test("regional pages fit a phone screen in every language", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const language of ["en", "ar", "hi"] as const) {
    await page.addInitScript((lang) => localStorage.setItem("language", lang), language);
    for (const { slug } of PAGES) {
      await page.goto(`/regions/${slug}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Measured in the shipped fonts, not in a fallback that happens to be drawn first.
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${slug} in ${language} scrolls sideways`).toBeLessThanOrEqual(0);
      const clipped = await page
        .getByRole("definition")
        .evaluateAll((values) => values.filter((dd) => dd.scrollWidth > dd.clientWidth).length);
      expect(clipped, `${slug} in ${language}: a stat is wider than its card`).toBe(0);
    }
  }
});
