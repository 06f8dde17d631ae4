import { REGIONS } from "@app/shared/i18n";
import { describe, expect, it } from "vitest";
import home from "../../../locales/home/en.json";
import { IMPACT_STATS } from "./impact-stats";
import { LEADER_QUOTES, type LeaderQuote, QUOTE_IDS, quoteText } from "./quotes";
import { TRUST_PLACES } from "./trust-places";

describe("home content", () => {
  it("has ten attributed quotes, one per id, each with a translated role", () => {
    expect(LEADER_QUOTES).toHaveLength(10);
    expect(LEADER_QUOTES.map((quote) => quote.id)).toEqual([...QUOTE_IDS]);
    for (const quote of LEADER_QUOTES) {
      expect(quote.text.trim()).not.toBe("");
      expect(quote.speaker.trim()).not.toBe("");
      expect(quote.source.title.trim()).not.toBe("");
      expect(quote.source.year).toBeGreaterThan(1900);
      if (quote.source.url) expect(quote.source.url).toMatch(/^https:\/\//);
      expect(home.insights.roles[quote.id]).toBeTruthy();
    }
  });

  it("has every quote in Arabic and Hindi, in their own script, AI written एआई in Hindi", () => {
    for (const quote of LEADER_QUOTES) {
      expect(quote.translations.ar).toMatch(/^[^A-Za-z]*[\u0600-\u06FF][^A-Za-z]*$/);
      expect(quote.translations.hi).toMatch(/^[^A-Za-z]*[\u0900-\u097F][^A-Za-z]*$/);
      if (/\bAI\b/.test(quote.text)) expect(quote.translations.hi).toContain("एआई");
    }
    expect(quoteText(LEADER_QUOTES[0] as LeaderQuote, "hi")).toEqual({
      text: "एआई नई बिजली है।",
      original: false,
    });
    expect(quoteText(LEADER_QUOTES[0] as LeaderQuote, "en").original).toBe(true);
  });

  it("states the five impact claims exactly", () => {
    expect(IMPACT_STATS.map(({ id, value, format }) => [id, value, format])).toEqual([
      ["manualWork", 0.6, "percent"],
      ["support", 0.8, "percent"],
      ["revenue", 0.35, "percent"],
      ["costs", 0.5, "percent"],
      ["decisions", 5, "multiplier"],
    ]);
  });

  it("names places for every region, each translated", () => {
    for (const region of REGIONS) {
      expect(TRUST_PLACES[region].length).toBeGreaterThan(0);
      for (const place of TRUST_PLACES[region]) expect(home.trust.places[place]).toBeTruthy();
    }
  });
});
