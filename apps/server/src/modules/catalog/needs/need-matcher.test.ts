import { describe, expect, it } from "vitest";
import { createNeedMatcher, needLabel, toolFitsNeed } from "./need-matcher.ts";
import { contentWords, sameWord } from "./need-words.ts";

const match = createNeedMatcher();
const ids = (q: string) => match(q).map((need) => need.id);

describe("contentWords and sameWord", () => {
  it("normalise, drop small words and the Arabic article", () => {
    expect(contentWords("A chatbot for the Customers")).toEqual(["chatbot", "customers"]);
    expect(contentWords("خدمة العملاء")).toEqual(["خدمة", "عملاء"]);
    expect(contentWords("ग्राहक सेवा के लिए")).toEqual(["ग्राहक", "सेवा"]);
  });

  it("accept a short ending either way, not a different word", () => {
    expect(sameWord("chatbots", "chatbot")).toBe(true);
    expect(sameWord("सेवाएं", "सेवा")).toBe(true);
    expect(sameWord("chat", "chatbot")).toBe(false);
    expect(sameWord("ai", "aim")).toBe(false);
    // English inflections beyond a short ending, by their stem.
    expect(sameWord("management", "manage")).toBe(true);
    expect(sameWord("collection", "collect")).toBe(true);
    expect(sameWord("salesforce", "sales")).toBe(false);
  });
});

describe("the need matcher", () => {
  it("finds a category named in each language and in Latin-script Hindi", () => {
    for (const q of ["customer service", "خدمة العملاء", "ग्राहक सेवा", "grahak seva"]) {
      expect(ids(q), q).toContain("category-customer-service");
    }
  });

  it("finds a task from its words in any order, and puts the most specific need first", () => {
    const needs = match("transcribe my sales calls");
    expect(needs[0]?.size).toBeGreaterThanOrEqual(2);
    expect(needs.map((n) => n.id).some((id) => id.includes("transcri"))).toBe(true);
  });

  it("names nothing for words no need has", () => {
    expect(match("zzqqxx the")).toEqual([]);
    expect(match("")).toEqual([]);
  });

  it("labels a need in the reader's language", () => {
    const [need] = match("customer service");
    expect(need && needLabel(need, "ar")).toMatch(/[\u0600-\u06FF]/);
    expect(need && needLabel(need, "hi")).toMatch(/[\u0900-\u097F]/);
  });

  it("maps a tool to a need by category and industry, never every tool", () => {
    const need = { categories: ["Customer Service"] as const, industries: ["retail"] as const };
    expect(toolFitsNeed(need, "Customer Service", ["retail", "e-commerce"])).toBe(true);
    expect(toolFitsNeed(need, "Customer Service", ["healthcare"])).toBe(false);
    expect(toolFitsNeed(need, "Data Analytics", ["retail"])).toBe(false);
    expect(toolFitsNeed({ categories: [], industries: [] }, "Data Analytics", [])).toBe(false);
  });
});
