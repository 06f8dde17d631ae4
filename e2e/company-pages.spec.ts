import type { Page } from "@playwright/test";
import aboutAr from "../apps/web/src/locales/about/ar.json" with { type: "json" };
import legalAr from "../apps/web/src/locales/legal/ar.json" with { type: "json" };
import missionAr from "../apps/web/src/locales/mission/ar.json" with { type: "json" };
import type { SiteConfig } from "../packages/shared/src/site.ts";
import {
  SITE_CONFIG_ELEMENT_ID,
  SITE_DEFAULTS,
  siteConfigSchema,
  telLink,
} from "../packages/shared/src/site.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/** The brand and contact details the server wrote into the page (defaults when it wrote none). */
async function siteConfigOf(page: Page): Promise<SiteConfig> {
  const raw = await page.locator(`#${SITE_CONFIG_ELEMENT_ID}`).textContent();
  const parsed = siteConfigSchema.safeParse(raw ? JSON.parse(raw) : null);
  return parsed.success ? parsed.data : SITE_DEFAULTS;
}

/** Intl output of the browser itself, so the test agrees with the page's ICU data. */
function todayIn(page: Page, language: string): Promise<string> {
  return page.evaluate(
    (lang) => new Intl.DateTimeFormat(lang, { dateStyle: "long" }).format(new Date()),
    language,
  );
}

function inArabic(page: Page) {
  return page.addInitScript(() => localStorage.setItem("language", "ar"));
}

test.beforeEach(async ({ page }) => {
  // Keep the cookie banner from covering the links these tests click.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

test.describe("about page", () => {
  test("shows the team, services, philosophy and the five-step process", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const team = main.getByRole("region", { name: "Meet the team" });
    await expect(team.getByRole("listitem")).toHaveCount(4);
    const people = [
      ["Omar Haddad", "Founder & CEO"],
      ["Priya Raman", "Head of AI Engineering"],
      ["Daniel Tremblay", "Head of Partnerships"],
      ["Layla Nasser", "Customer Success Lead"],
    ];
    for (const [name, role] of people) {
      const card = team.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
      await expect(card).toContainText(role as string);
    }
    await expect(team.locator("img")).toHaveCount(0);

    const services = main.getByRole("region", { name: "What we do" });
    await expect(services.getByRole("heading", { level: 3 })).toHaveText([
      "B2B AI marketplace",
      "AI agents and automations",
      "Voice assistants",
      "AI blueprints",
      "Internal systems",
    ]);
    await expect(services.getByRole("listitem").getByRole("paragraph")).toHaveCount(5);

    await expect(main.getByRole("heading", { level: 2, name: "Our philosophy" })).toBeVisible();

    const steps = main.getByRole("region", { name: "How we work" }).locator("ol > li");
    await expect(steps.getByRole("heading")).toHaveText([
      "Understand",
      "Map",
      "Design",
      "Build",
      "Evolve",
    ]);
  });

  test("links to consultation, marketplace and a careers email", async ({ page }) => {
    await page.goto("/about");
    const site = await siteConfigOf(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Join our team" })).toHaveAttribute(
      "href",
      `mailto:${site.careersEmail}`,
    );
    await expect(main.getByText(site.careersEmail)).toBeVisible();
    await expect(main.getByRole("link", { name: "Browse Marketplace" })).toHaveAttribute(
      "href",
      "/marketplace",
    );
    await main.getByRole("link", { name: "Book Free Consultation" }).click();
    await expect(page).toHaveURL(/\/consultation$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goto("/about");
    await page.getByRole("main").getByRole("link", { name: "Browse Marketplace" }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });
});

test.describe("mission page", () => {
  test("shows challenge, solution, values, metrics and the vision", async ({ page }) => {
    await page.goto("/mission");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Mission");
    await expect(main.getByRole("region", { name: "The challenge" })).toBeVisible();
    await expect(main.getByRole("region", { name: "Our solution" })).toBeVisible();

    const values = main.getByRole("region", { name: "Our values" });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Trust through vetting",
      "Outcomes over hype",
      "Local insight, global reach",
      "Responsible AI",
    ]);

    const impact = main.getByRole("region", { name: "The impact we deliver" });
    await expect(impact.getByRole("heading", { level: 3 })).toHaveText([
      "60% less manual work",
      "80% faster customer support",
      "35% revenue growth",
      "50% lower costs",
    ]);

    await expect(main.getByRole("region", { name: "Our vision" })).toContainText(
      "trusted AI transformation partner for over 10,000 businesses by 2030",
    );
  });

  test("links to consultation and about", async ({ page }) => {
    await page.goto("/mission");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute(
      "href",
      "/consultation",
    );
    await main.getByRole("link", { name: "Meet our team" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");

    await page.goto("/mission");
    await page.getByRole("main").getByRole("link", { name: "Book Free Consultation" }).click();
    await expect(page).toHaveURL(/\/consultation$/);
  });

  test("formats the figures in Arabic", async ({ page }) => {
    await inArabic(page);
    await page.goto("/mission");
    const [percent, businesses] = await page.evaluate(() => [
      new Intl.NumberFormat("ar", { style: "percent" }).format(0.6),
      new Intl.NumberFormat("ar").format(10_000),
    ]);
    const main = page.getByRole("main");
    const impact = main.getByRole("region", { name: missionAr.impact.title });
    await expect(impact.getByRole("heading", { level: 3 }).first()).toContainText(
      `${percent} ${missionAr.impact.metrics.manualWork.label}`,
    );
    await expect(main.getByRole("region", { name: missionAr.vision.title })).toContainText(
      businesses as string,
    );
  });
});

const LEGAL = [
  {
    path: "/privacy",
    title: "Privacy Policy",
    sections: 8,
    first: "Information we collect",
    mustMention: ["GDPR", "PDPL", "DPDP", "local storage", "Analytics", "Data retention"],
  },
  {
    path: "/terms",
    title: "Terms of Service",
    sections: 10,
    first: "Acceptance of these terms",
    mustMention: ["Accounts", "ratings and reviews", "Consultations", "Tool submissions"],
  },
] as const;

for (const doc of LEGAL) {
  test.describe(`${doc.path} page`, () => {
    test("has its sections, a table of contents and today's date", async ({ page }) => {
      await page.goto(doc.path);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.title);
      const sections = main.getByRole("region");
      await expect(sections).toHaveCount(doc.sections);
      await expect(sections.first().getByRole("heading", { level: 2 })).toHaveText(doc.first);
      for (const text of doc.mustMention) await expect(main).toContainText(text);

      await expect(main.getByText("Last updated:")).toContainText(await todayIn(page, "en"));

      const toc = main.getByRole("navigation", { name: "On this page" });
      const links = toc.getByRole("link");
      await expect(links).toHaveCount(doc.sections);
      const last = links.last();
      const target = (await last.getAttribute("href")) ?? "";
      expect(target).toMatch(/^#\w+$/);
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${doc.path}${target}$`));
      await expect(main.locator(target)).toBeInViewport();
      for (const link of await links.all()) {
        const href = (await link.getAttribute("href")) ?? "";
        await expect(main.locator(href).getByRole("heading", { level: 2 })).toHaveText(
          (await link.textContent())?.replace(/^[\d.\s]+/, "") ?? "",
        );
      }
    });

    test("lists the contact email, phone and both offices from the site config", async ({
      page,
    }) => {
      await page.goto(doc.path);
      const site = await siteConfigOf(page);
      const contact = page.getByRole("main").locator("address");
      await expect(contact.getByRole("link", { name: site.supportEmail })).toHaveAttribute(
        "href",
        `mailto:${site.supportEmail}`,
      );
      await expect(contact.getByRole("link", { name: site.phone })).toHaveAttribute(
        "href",
        telLink(site),
      );
      await expect(contact).toContainText(site.offices.dubai);
      await expect(contact).toContainText(site.offices.india);
      await expect(contact).toContainText("Dubai, UAE");
      await expect(contact).toContainText("India");
    });
  });
}

test("the footer links reach the legal pages", async ({ page }) => {
  await page.goto("/privacy");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
});

test.describe("in Arabic", () => {
  test.beforeEach(async ({ page }) => inArabic(page));

  test("about is right-to-left with translated headings", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutAr.title);
    const steps = page.getByRole("main").locator("ol > li").getByRole("heading");
    await expect(steps).toHaveText(
      ["understand", "map", "design", "build", "evolve"].map(
        (id) => aboutAr.process.steps[id as keyof typeof aboutAr.process.steps].title,
      ),
    );
    await expect(page.getByRole("heading", { name: aboutAr.team.title })).toBeVisible();
  });

  test("mission is right-to-left with translated headings", async ({ page }) => {
    await page.goto("/mission");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(missionAr.title);
    await expect(page.getByRole("heading", { name: missionAr.values.title })).toBeVisible();
  });

  for (const doc of ["privacy", "terms"] as const) {
    test(`${doc} is right-to-left with translated headings and an Arabic date`, async ({
      page,
    }) => {
      await page.goto(`/${doc}`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legalAr[doc].title);
      const first = Object.values(legalAr[doc].sections)[0]?.title ?? "";
      await expect(page.getByRole("main").getByRole("region").first()).toContainText(first);
      await expect(page.getByText(legalAr.lastUpdated)).toContainText(await todayIn(page, "ar"));
    });
  }
});

for (const path of ["/about", "/mission", "/privacy", "/terms"]) {
  test(`${path} has no axe violations in English and Arabic`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    await inArabic(page);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
