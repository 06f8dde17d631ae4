/**
 * Shape of the search query sets (fixtures/search-queries): no database, only the JSON files and
 * the demo catalogue the relevance judgements refer to.
 */
import { CATALOG_LIMITS, CATEGORIES } from "@app/shared/catalog";
import { describe, expect, it } from "vitest";
import { DEMO_TOOLS } from "../src/db/seed/demo-tools.ts";
import {
  DECLARED_LANGUAGES,
  SEARCH_QUERY_SETS,
  type SearchQueryLanguage,
} from "./fixtures/search-queries/index.ts";

const MIN_QUERIES: Record<SearchQueryLanguage, number> = {
  en: 100,
  ar: 100,
  hi: 100,
  "hi-latn": 30,
};
const MIN_QUERIES_PER_CATEGORY = 5;
const MAX_RELEVANT = 8;

const ARABIC = /\p{Script=Arabic}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
const LATIN = /\p{Script=Latin}/u;
/** Latin letters, digits, spaces and punctuation only. */
const LATIN_ONLY = /^[\p{Script=Latin}\p{Nd}\p{P} ]+$/u;

const toolsBySlug = new Map(DEMO_TOOLS.map((tool) => [tool.slug, tool]));

/** Two queries are the same when they differ only in case, spacing or Unicode normalisation. */
function normalise(query: string) {
  return query.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
}

describe("search query sets", () => {
  it("has one set per language, each declaring its own language", () => {
    expect(SEARCH_QUERY_SETS.map((set) => set.language).sort()).toEqual(
      ["ar", "en", "hi", "hi-latn"].sort(),
    );
    for (const set of SEARCH_QUERY_SETS)
      expect(DECLARED_LANGUAGES[set.language]).toBe(set.language);
  });

  describe.each(SEARCH_QUERY_SETS.map((set) => [set.language, set] as const))(
    "%s",
    (language, set) => {
      it(`has at least ${MIN_QUERIES[language]} queries`, () => {
        expect(set.queries.length).toBeGreaterThanOrEqual(MIN_QUERIES[language]);
      });

      it("has no duplicate or blank queries, each within the search box's limit", () => {
        const seen = new Set<string>();
        for (const { query } of set.queries) {
          expect(query, "blank or padded query").toBe(query.trim());
          expect(query.length, query).toBeGreaterThan(0);
          expect(query.length, query).toBeLessThanOrEqual(CATALOG_LIMITS.queryMaxLength);
          const key = normalise(query);
          expect(seen.has(key), `duplicate query "${query}"`).toBe(false);
          seen.add(key);
        }
      });

      it("lists 1 to 8 distinct relevant tools per query, all in the demo catalogue", () => {
        for (const { query, relevant } of set.queries) {
          expect(relevant.length, query).toBeGreaterThan(0);
          expect(relevant.length, query).toBeLessThanOrEqual(MAX_RELEVANT);
          expect(new Set(relevant).size, `repeated slug in "${query}"`).toBe(relevant.length);
          const unknown = relevant.filter((slug) => !toolsBySlug.has(slug));
          expect(unknown, `unknown slugs in "${query}"`).toEqual([]);
        }
      });

      it("writes each query in the set's script", () => {
        for (const { query } of set.queries) {
          if (language === "ar") expect(query, query).toMatch(ARABIC);
          if (language === "hi") expect(query, query).toMatch(DEVANAGARI);
          if (language === "hi-latn" || language === "en") {
            expect(query, query).toMatch(LATIN_ONLY);
            expect(query, query).toMatch(LATIN);
          }
        }
      });

      it(`covers every category with at least ${MIN_QUERIES_PER_CATEGORY} queries`, () => {
        const counts = new Map<string, number>();
        for (const { relevant } of set.queries) {
          const categories = new Set(relevant.map((slug) => toolsBySlug.get(slug)?.category));
          for (const category of categories) {
            if (category) counts.set(category, (counts.get(category) ?? 0) + 1);
          }
        }
        for (const category of CATEGORIES) {
          expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(
            MIN_QUERIES_PER_CATEGORY,
          );
        }
      });
    },
  );
});
