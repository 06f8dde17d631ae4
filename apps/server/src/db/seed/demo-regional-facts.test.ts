import { describe, expect, it } from "vitest";
import { DEMO_REGIONAL_FACTS, demoRegionalFacts } from "./demo-regional-facts.ts";
import { DEMO_TOOLS } from "./demo-tools.ts";

const listedAt = new Date("2026-01-10T09:00:00.000Z");
const factsOf = (slug: string) => {
  const tool = DEMO_TOOLS.find((t) => t.slug === slug);
  return demoRegionalFacts(slug, tool?.websiteUrl ?? null, listedAt);
};

describe("demo regional facts", () => {
  it("belong to demo tools with a website, and link to that website's own pages", () => {
    for (const slug of Object.keys(DEMO_REGIONAL_FACTS)) {
      const tool = DEMO_TOOLS.find((t) => t.slug === slug);
      expect(tool?.websiteUrl, slug).toBeTruthy();
      const site = new URL(tool?.websiteUrl ?? "").host;
      const facts = factsOf(slug);
      expect(facts.length, slug).toBeGreaterThan(0);
      for (const fact of facts) expect(new URL(fact.evidenceUrl).host, slug).toBe(site);
      const keys = facts.map((f) => `${f.kind}:${f.value}`);
      expect(new Set(keys).size, slug).toBe(keys.length);
    }
  });

  it("cover the regional filters: several tools hosted in each country, dialects, Hindi, compliance", () => {
    const having = (kind: string, value: string) =>
      Object.keys(DEMO_REGIONAL_FACTS).filter((slug) =>
        factsOf(slug).some((f) => f.kind === kind && f.value === value),
      ).length;
    expect(having("hosting", "saudi")).toBeGreaterThanOrEqual(5);
    expect(having("hosting", "uae")).toBeGreaterThanOrEqual(5);
    expect(having("hosting", "india")).toBeGreaterThanOrEqual(4);
    expect(having("contentLanguage", "ar-gulf")).toBeGreaterThanOrEqual(4);
    expect(having("contentLanguage", "hi")).toBeGreaterThanOrEqual(4);
    expect(having("compliance", "saudi-pdpl")).toBeGreaterThanOrEqual(3);
  });

  it("are declared when listed; the seed's verifications have a date and no verifier", () => {
    const facts = Object.keys(DEMO_REGIONAL_FACTS).flatMap(factsOf);
    expect(facts.every((f) => f.declaredAt === listedAt.toISOString())).toBe(true);
    expect(facts.every((f) => f.verifiedBy === null)).toBe(true);
    const verified = facts.filter((f) => f.verifiedAt !== null);
    expect(verified.length).toBeGreaterThanOrEqual(10);
    expect(verified.length).toBeLessThan(facts.length / 2);
    expect(verified[0]?.verifiedAt).toBe("2026-01-13T09:00:00.000Z");
  });
});
