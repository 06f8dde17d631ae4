import { CATEGORIES, INDUSTRIES, PRICING_MODELS } from "@app/shared/catalog";
import { exchangeRateInputSchema, pricingInputSchema } from "@app/shared/price-plans";
import { describe, expect, it } from "vitest";
import { DEMO_PRICE_PLANS, demoPricing } from "./demo-price-plans.ts";
import { DEMO_REVIEWERS, DEMO_REVIEWS } from "./demo-reviews.ts";
import { DEMO_TOOLS } from "./demo-tools.ts";
import { DEMO_INR_RATE } from "./seed-demo.ts";

const DENY_LIST = [
  "ChatGPT",
  "OpenAI",
  "Google",
  "Microsoft",
  "HubSpot",
  "Salesforce",
  "Zendesk",
  "Intercom",
  "Jasper",
  "Notion",
];

function countBy<T extends string>(values: readonly T[], keys: readonly T[]): Record<T, number> {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<T, number>;
  for (const value of values) counts[value] += 1;
  return counts;
}

describe("demo tools", () => {
  it("has at least 50 tools with unique slugs and names", () => {
    expect(DEMO_TOOLS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(DEMO_TOOLS.map((t) => t.slug)).size).toBe(DEMO_TOOLS.length);
    expect(new Set(DEMO_TOOLS.map((t) => t.name.toLowerCase())).size).toBe(DEMO_TOOLS.length);
    for (const tool of DEMO_TOOLS) expect(tool.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("covers every category, industry and pricing model", () => {
    const categories = countBy(
      DEMO_TOOLS.map((t) => t.category),
      CATEGORIES,
    );
    const industries = countBy(
      DEMO_TOOLS.flatMap((t) => t.industryTags),
      INDUSTRIES,
    );
    const pricing = countBy(
      DEMO_TOOLS.map((t) => t.pricingModel),
      PRICING_MODELS,
    );
    for (const c of CATEGORIES) expect(categories[c], c).toBeGreaterThanOrEqual(5);
    for (const i of INDUSTRIES) expect(industries[i], i).toBeGreaterThanOrEqual(3);
    for (const p of PRICING_MODELS) expect(pricing[p], p).toBeGreaterThanOrEqual(3);
  });

  it("keeps fields within the documented shapes", () => {
    for (const tool of DEMO_TOOLS) {
      expect(tool.shortDesc.length, tool.slug).toBeGreaterThanOrEqual(80);
      expect(tool.shortDesc.length, tool.slug).toBeLessThanOrEqual(160);
      expect(tool.industryTags.length, tool.slug).toBeGreaterThanOrEqual(1);
      expect(tool.industryTags.length, tool.slug).toBeLessThanOrEqual(5);
      expect(new Set(tool.industryTags).size, tool.slug).toBe(tool.industryTags.length);
      expect(tool.features.length, tool.slug).toBeLessThanOrEqual(7);
      expect(tool.integrations.length, tool.slug).toBeLessThanOrEqual(6);
      expect(tool.caseStudies.length, tool.slug).toBeLessThanOrEqual(3);
      expect(tool.createdDaysAgo, tool.slug).toBeGreaterThanOrEqual(1);
      expect(tool.createdDaysAgo, tool.slug).toBeLessThanOrEqual(700);
      expect(tool.logo).toBeNull();
      if (tool.builtByProvider) expect(tool.vendorName).toBe("In-house");
    }
  });

  it("uses only https URLs on example.com", () => {
    const urls = DEMO_TOOLS.flatMap((t) => [t.demoUrl, t.websiteUrl]).filter(
      (u): u is string => u !== null,
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const raw of urls) {
      const url = new URL(raw);
      expect(url.protocol, raw).toBe("https:");
      expect(url.hostname === "example.com" || url.hostname.endsWith(".example.com"), raw).toBe(
        true,
      );
    }
  });

  it("uses no real brand names in tool names", () => {
    for (const tool of DEMO_TOOLS) {
      for (const brand of DENY_LIST) {
        expect(tool.name.toLowerCase(), tool.name).not.toContain(brand.toLowerCase());
      }
    }
  });

  it("has search fixtures for chatbots and invoices", () => {
    const mentions = (word: string) =>
      DEMO_TOOLS.filter((t) =>
        `${t.name} ${t.shortDesc} ${t.longDescription ?? ""}`.toLowerCase().includes(word),
      );
    expect(mentions("chatbot").length).toBeGreaterThanOrEqual(3);
    expect(DEMO_TOOLS.some((t) => t.name.toLowerCase().includes("invoice"))).toBe(true);
    expect(
      DEMO_TOOLS.some(
        (t) =>
          !t.name.toLowerCase().includes("invoice") &&
          `${t.shortDesc} ${t.longDescription ?? ""}`.toLowerCase().includes("invoice"),
      ),
    ).toBe(true);
  });
});

describe("demo reviews", () => {
  it("has 8 reviewers with unique example.com emails", () => {
    expect(DEMO_REVIEWERS).toHaveLength(8);
    expect(new Set(DEMO_REVIEWERS.map((r) => r.email)).size).toBe(8);
    for (const r of DEMO_REVIEWERS) expect(r.email).toMatch(/@([a-z0-9-]+\.)*example\.com$/);
  });

  it("references existing tools and reviewers, at most once per pair", () => {
    const tools = new Map(DEMO_TOOLS.map((t) => [t.slug, t]));
    const emails = new Set(DEMO_REVIEWERS.map((r) => r.email));
    const pairs = new Set<string>();
    for (const review of DEMO_REVIEWS) {
      const tool = tools.get(review.toolSlug);
      expect(tool, review.toolSlug).toBeDefined();
      expect(emails.has(review.reviewerEmail), review.reviewerEmail).toBe(true);
      const key = `${review.toolSlug}|${review.reviewerEmail}`;
      expect(pairs.has(key), key).toBe(false);
      pairs.add(key);
      // A review cannot predate the tool's listing.
      expect(review.daysAgo, key).toBeLessThan(tool?.createdDaysAgo ?? 0);
      expect(review.daysAgo, key).toBeGreaterThanOrEqual(0);
    }
  });

  it("spreads about 120 reviews over at least 35 tools", () => {
    expect(DEMO_REVIEWS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(DEMO_REVIEWS.map((r) => r.toolSlug)).size).toBeGreaterThanOrEqual(35);
  });
});

describe("demo price plans", () => {
  it("gives most tools plans that parse, in several currencies, with free tiers, trials and quotes", () => {
    const slugs = new Set(DEMO_TOOLS.map((t) => t.slug));
    for (const slug of Object.keys(DEMO_PRICE_PLANS)) expect(slugs.has(slug), slug).toBe(true);
    expect(Object.keys(DEMO_PRICE_PLANS).length).toBeGreaterThan(DEMO_TOOLS.length / 2);
    const all = DEMO_TOOLS.map((t) => demoPricing(t.slug));
    for (const [i, pricing] of all.entries()) {
      const parsed = pricingInputSchema.safeParse(pricing);
      expect(parsed.success, `${DEMO_TOOLS[i]?.slug}: ${parsed.error?.message}`).toBe(true);
      expect(parsed.data).toEqual(pricing);
    }
    const plans = all.flatMap((p) => p.pricePlans);
    expect(new Set(plans.map((p) => p.currency))).toEqual(new Set(["USD", "AED", "SAR", "INR"]));
    expect(plans.filter((p) => p.currency === "USD").length).toBeGreaterThan(plans.length / 2);
    expect(plans.some((p) => p.billing === "custom")).toBe(true);
    expect(all.filter((p) => p.freeTier).length).toBeGreaterThanOrEqual(5);
    expect(all.filter((p) => p.freeTrialDays).length).toBeGreaterThanOrEqual(5);
  });

  it("keeps the free-text pricing as written", () => {
    expect(DEMO_TOOLS.find((t) => t.slug === "qalam-support-desk")?.pricing).toBe("From $49/month");
  });

  it("sets a rupee rate the admin's form would accept", () => {
    expect(exchangeRateInputSchema.safeParse(DEMO_INR_RATE).success).toBe(true);
  });
});
