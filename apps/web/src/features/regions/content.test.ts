import { REGION_PAGE_VIEWS } from "@app/shared/catalog";
import { describe, expect, it } from "vitest";
import regionsEnglish from "../../locales/regions/en.json";
import { REGION_CONTENT } from "./content";
import { formatStat } from "./lib/format-stat";

/** SPEC §9 "Regional stat claims", as an English reader sees them. */
const SPEC_CLAIMS = {
  uae: ["150+", "25+", "300+", "95%"],
  india: ["500+", "40+", "1,000+", "₹50M+"],
  saudi: ["100+", "15+", "200+", "85%"],
};

describe("REGION_CONTENT", () => {
  for (const [region, content] of Object.entries(REGION_CONTENT)) {
    const copy = regionsEnglish[region as keyof typeof REGION_CONTENT];

    it(`${region} shows the spec's four stat claims`, () => {
      const shown = Object.values(content.stats).map((claim) => formatStat(claim, "en"));
      expect(shown).toEqual(SPEC_CLAIMS[region as keyof typeof SPEC_CLAIMS]);
    });

    it(`${region} has three solution and three why-choose cards with English copy`, () => {
      expect(Object.keys(content.solutions)).toEqual(Object.keys(copy.solutions));
      expect(Object.keys(content.why)).toEqual(Object.keys(copy.why));
      expect(Object.keys(content.solutions)).toHaveLength(3);
      expect(Object.keys(content.why)).toHaveLength(3);
      expect(Object.keys(content.stats)).toEqual(Object.keys(copy.stats));
    });

    it(`${region} fires its own page-view name`, () => {
      expect(content.pageView).toBe(`${region}-landing`);
      expect(REGION_PAGE_VIEWS).toContain(content.pageView);
    });
  }
});
