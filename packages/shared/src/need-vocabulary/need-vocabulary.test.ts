import { describe, expect, it } from "vitest";
import { CATEGORIES, INDUSTRIES, type Industry } from "../catalog.ts";
import { catalogLabel } from "../catalog-labels.ts";
import { NEED_VOCABULARY, type NeedEntry, UNSEARCHABLE_INDUSTRIES } from "./index.ts";

/** Arabic letters only (no diacritics, no tatweel, no Persian letters), words split by one space. */
const ARABIC = /^[\u0621-\u063A\u0641-\u064A]+(?: [\u0621-\u063A\u0641-\u064A]+)*$/;
/** Devanagari, words split by one space or a hyphen ("ई-कॉमर्स", "फॉलो-अप" as Hindi writes them). */
const DEVANAGARI = /^[\u0900-\u097F]+(?:[ -][\u0900-\u097F]+)*$/;
const LATIN_HINDI = /^[a-z]+(?: [a-z]+)*$/;
const WORD = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const LANGUAGES = ["en", "ar", "hi", "hiLatn"] as const;
const tasks = NEED_VOCABULARY.filter((entry) => entry.kind === "task");

function formsOf(entry: NeedEntry) {
  return LANGUAGES.flatMap((language) => entry[language].map((form) => ({ language, form })));
}

describe("need vocabulary", () => {
  it("holds at least 300 tasks, at least 25 in every category", () => {
    expect(tasks.length).toBeGreaterThanOrEqual(300);
    for (const category of CATEGORIES) {
      const inCategory = tasks.filter((task) => task.categories.includes(category));
      expect(inCategory.length, category).toBeGreaterThanOrEqual(25);
    }
  });

  it("gives Latin-script Hindi for at least 100 tasks", () => {
    expect(tasks.filter((task) => task.hiLatn.length > 0).length).toBeGreaterThanOrEqual(100);
  });

  it("has one entry per category, shown by its translated label", () => {
    for (const category of CATEGORIES) {
      const entries = NEED_VOCABULARY.filter(
        (entry) => entry.kind === "category" && entry.categories.includes(category),
      );
      expect(entries, category).toHaveLength(1);
      const [entry] = entries as [NeedEntry];
      expect(entry.categories).toEqual([category]);
      expect(entry.en[0]).toBe(catalogLabel("en", "category", category));
      expect(entry.ar[0]).toBe(catalogLabel("ar", "category", category));
      expect(entry.hi[0]).toBe(catalogLabel("hi", "category", category));
    }
  });

  it("has one entry per industry except 'other', which names no need a buyer searches for", () => {
    expect(UNSEARCHABLE_INDUSTRIES).toEqual(["other"]);
    for (const industry of INDUSTRIES) {
      const entries = NEED_VOCABULARY.filter(
        (entry) => entry.kind === "industry" && entry.industries.includes(industry),
      );
      const searchable = !(UNSEARCHABLE_INDUSTRIES as readonly Industry[]).includes(industry);
      expect(entries, industry).toHaveLength(searchable ? 1 : 0);
      const [entry] = entries;
      if (entry) {
        expect(entry.industries).toEqual([industry]);
        expect(entry.en[0]).toBe(catalogLabel("en", "industry", industry));
        expect(entry.ar[0]).toBe(catalogLabel("ar", "industry", industry));
        expect(entry.hi[0]).toBe(catalogLabel("hi", "industry", industry));
      }
    }
  });

  it("gives every entry a unique kebab-case id", () => {
    const ids = NEED_VOCABULARY.map((entry) => entry.id);
    for (const id of ids) expect(id).toMatch(KEBAB);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("maps every entry to valid categories and industries, every task to at least one category", () => {
    for (const entry of NEED_VOCABULARY) {
      for (const category of entry.categories) expect(CATEGORIES, entry.id).toContain(category);
      for (const industry of entry.industries) expect(INDUSTRIES, entry.id).toContain(industry);
      expect(new Set(entry.categories).size, entry.id).toBe(entry.categories.length);
      expect(new Set(entry.industries).size, entry.id).toBe(entry.industries.length);
      if (entry.kind === "task") expect(entry.categories.length, entry.id).toBeGreaterThan(0);
    }
  });

  it("writes every form in its own script", () => {
    for (const entry of NEED_VOCABULARY) {
      expect(entry.en.length, entry.id).toBeGreaterThan(0);
      expect(entry.ar.length, entry.id).toBeGreaterThan(0);
      expect(entry.hi.length, entry.id).toBeGreaterThan(0);
      for (const form of entry.en) {
        expect(form, entry.id).toMatch(/[A-Za-z]/);
        expect(form, entry.id).toBe(form.trim().replace(/\s+/g, " "));
      }
      for (const form of entry.ar) expect(form, entry.id).toMatch(ARABIC);
      for (const form of entry.hi) expect(form, entry.id).toMatch(DEVANAGARI);
      for (const form of entry.hiLatn) expect(form, entry.id).toMatch(LATIN_HINDI);
    }
  });

  it("gives every entry lower-case English search words", () => {
    for (const entry of NEED_VOCABULARY) {
      expect(entry.words.length, entry.id).toBeGreaterThan(0);
      for (const word of entry.words) expect(word, entry.id).toMatch(WORD);
    }
  });

  it("never uses one phrase for two needs, or twice in one, in the same language", () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of NEED_VOCABULARY) {
      for (const { language, form } of formsOf(entry)) {
        const key = `${language}:${form.toLowerCase()}`;
        const owner = owners.get(key);
        if (owner !== undefined) clashes.push(`${key} in ${owner} and ${entry.id}`);
        owners.set(key, entry.id);
      }
    }
    expect(clashes).toEqual([]);
  });
});
