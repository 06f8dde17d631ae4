import { describe, expect, it } from "vitest";
import { type IndexedRow, SearchIndex } from "./search-index.ts";
import type { QueryNode } from "./tsquery.ts";

const row = (id: string, overrides: Partial<IndexedRow> = {}): IndexedRow => ({
  id,
  published: true,
  featured: false,
  verified: false,
  rating: 3,
  category: "Customer Service",
  industryTags: ["retail"],
  pricingModel: "Free",
  words: [],
  nameWords: [],
  ...overrides,
});
const word = (lexeme: string): QueryNode => ({ kind: "word", lexeme });
const ids = (index: SearchIndex, node: QueryNode | undefined) => index.match(node).length;

describe("SearchIndex", () => {
  it("matches words with and, or and not, over published tools only", () => {
    const index = new SearchIndex();
    index.upsert(row("a", { words: ["chatbot", "support"] }));
    index.upsert(row("b", { words: ["chatbot"] }));
    index.upsert(row("c", { words: ["support"], published: false }));
    expect(ids(index, word("chatbot"))).toBe(2);
    expect(ids(index, { kind: "and", left: word("chatbot"), right: word("support") })).toBe(1);
    expect(ids(index, { kind: "or", left: word("invoic"), right: word("support") })).toBe(1);
    expect(ids(index, { kind: "not", operand: word("support") })).toBe(1);
    expect(ids(index, undefined)).toBe(2);
  });

  it("replaces a changed tool and forgets a removed or hidden one", () => {
    const index = new SearchIndex();
    index.upsert(row("a", { words: ["old"] }));
    index.upsert(row("a", { words: ["new"] }));
    expect(ids(index, word("old"))).toBe(0);
    expect(ids(index, word("new"))).toBe(1);
    index.upsert(row("a", { words: ["new"], published: false }));
    expect(index.size).toBe(0);
    index.upsert(row("b", { words: ["new"] }));
    index.remove("b");
    expect(ids(index, word("new"))).toBe(0);
    expect(index.deadRatio).toBe(1);
  });

  it("counts the total and facets, each facet ignoring its own filter", () => {
    const index = new SearchIndex();
    index.upsert(row("a", { category: "Data Analytics", industryTags: ["finance", "retail"] }));
    index.upsert(row("b", { category: "Data Analytics", industryTags: ["finance"] }));
    index.upsert(row("c", { category: "Marketing & Sales", industryTags: ["retail"] }));
    index.upsert(row("d", { category: "Marketing & Sales", pricingModel: "Enterprise/Custom" }));
    const counts = index.counts(index.match(undefined), {
      category: "Data Analytics",
      industry: "retail",
      pricingModel: "Free",
    });
    expect(counts.total).toBe(1);
    expect(counts.facets.category).toEqual([
      { value: "Data Analytics", count: 1 },
      { value: "Marketing & Sales", count: 1 },
    ]);
    expect(counts.facets.industry).toEqual([
      { value: "finance", count: 2 },
      { value: "retail", count: 1 },
    ]);
  });

  it("ranks name matches first, then featured, rating and id, page by page", () => {
    const index = new SearchIndex();
    index.upsert(row("d", { words: ["invoic"], rating: 5 }));
    index.upsert(row("c", { words: ["invoic"], featured: true, rating: 1 }));
    index.upsert(row("b", { words: ["invoic"], nameWords: ["invoic"], rating: 2 }));
    index.upsert(row("a", { words: ["invoic"], rating: 5 }));
    const node = word("invoic");
    const matches = index.match(node);
    expect(index.rankedPage(node, matches, {}, 0, 10)).toEqual(["b", "c", "a", "d"]);
    expect(index.rankedPage(node, matches, {}, 1, 2)).toEqual(["c", "a"]);
    expect(index.rankedPage(node, matches, { minRating: 4 }, 0, 10)).toEqual(["a", "d"]);
  });

  it("matches nothing for a filter value no tool has, and hands over past 32 industries", () => {
    const index = new SearchIndex();
    index.upsert(row("a"));
    expect(index.counts(index.match(undefined), { category: "Development Tools" }).total).toBe(0);
    expect(index.counts(index.match(undefined), { industry: "mining" }).total).toBe(0);
    expect(index.usable).toBe(true);
    const many = Array.from({ length: 33 }, (_, i) => `industry-${i}`);
    index.upsert(row("b", { industryTags: many }));
    expect(index.usable).toBe(false);
  });

  it("filters by declared facts and price, counts each regional facet without its own filter", () => {
    const index = new SearchIndex();
    index.upsert(
      row("a", {
        factTags: ["hosting:saudi", "compliance:saudi-pdpl", "contentLanguage:ar-gulf"],
        lowestMonthlyAmount: 30,
        lowestMonthlyCurrency: "USD",
      }),
    );
    index.upsert(
      row("b", {
        factTags: ["hosting:uae", "contentLanguage:hinglish", "localSupport:uae"],
        freeTier: true,
        lowestMonthlyAmount: 0,
        lowestMonthlyCurrency: "AED",
      }),
    );
    index.upsert(row("c", { factTags: ["hosting:saudi"], lowestMonthlyAmount: null }));
    const all = index.match(undefined);
    const saudi = index.counts(all, { hosting: "saudi" });
    expect(saudi.total).toBe(2);
    expect(saudi.facets.hosting).toEqual([
      { value: "saudi", count: 2 },
      { value: "uae", count: 1 },
    ]);
    expect(saudi.facets.compliance).toEqual([{ value: "saudi-pdpl", count: 1 }]);
    expect(index.counts(all, { hosting: "saudi", dialect: "ar-gulf" }).total).toBe(1);
    expect(index.counts(all, { hosting: "mars" }).total).toBe(0);
    expect(index.counts(all, { hindi: true }).total).toBe(1);
    expect(index.counts(all, { freeTier: true }).total).toBe(1);
    // 20 USD, 73.45 AED: b (0 AED) only; the ceiling is per currency, in CURRENCIES order.
    expect(index.counts(all, { priceCeilings: [20, 73.45, 75, 1600] }).total).toBe(1);
    expect(index.counts(all, { priceCeilings: [30, 110, 112, 2400] }).total).toBe(2);
    // Cheapest first in US dollars, a tool without a price last.
    expect(index.pricedPage(all, {}, [1, 3.6725, 3.75, 88], 0, 10)).toEqual(["b", "a", "c"]);
  });
});
