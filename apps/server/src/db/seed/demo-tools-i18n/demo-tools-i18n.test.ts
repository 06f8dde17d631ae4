import { CONTENT_LIMITS } from "@app/shared/content";
import { LEADS_LIMITS } from "@app/shared/leads";
import { listingTranslationsSchema } from "@app/shared/listing-texts";
import { describe, expect, it } from "vitest";
import { DEMO_TOOLS } from "../demo-tools.ts";
import {
  DEMO_TOOL_LANGUAGES,
  DEMO_TOOL_TEXTS,
  type DemoToolText,
  demoToolTranslations,
} from "./index.ts";

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF]/;

/** The script a language's texts must use, and the one they must not. */
const SCRIPTS = {
  ar: { own: ARABIC, other: DEVANAGARI },
  hi: { own: DEVANAGARI, other: ARABIC },
} as const;

/** Every text of an entry with its English counterpart and the field it belongs to. */
function pairs(text: DemoToolText, english: DemoToolText): [string, string, string | null][] {
  return [
    ["shortDesc", text.shortDesc, english.shortDesc],
    ["longDescription", text.longDescription ?? "", english.longDescription],
    ["targetAudience", text.targetAudience ?? "", english.targetAudience],
    ...text.features.map((f, i): [string, string, string | null] => [
      `features[${i}]`,
      f,
      english.features[i] ?? null,
    ]),
    ...text.caseStudies.map((c, i): [string, string, string | null] => [
      `caseStudies[${i}]`,
      c,
      english.caseStudies[i] ?? null,
    ]),
  ].filter(([, value]) => value !== "") as [string, string, string | null][];
}

describe.each(DEMO_TOOL_LANGUAGES)("demo tool texts in %s", (language) => {
  const texts = DEMO_TOOL_TEXTS[language];

  it("has one entry per demo tool and no other", () => {
    expect(Object.keys(texts).sort()).toEqual(DEMO_TOOLS.map((t) => t.slug).sort());
  });

  it.each(DEMO_TOOLS.map((t) => [t.slug, t] as const))("%s is complete", (slug, english) => {
    const text = texts[slug];
    expect(text, slug).toBeDefined();
    if (!text) return;
    expect(text.features).toHaveLength(english.features.length);
    expect(text.caseStudies).toHaveLength(english.caseStudies.length);
    expect(text.longDescription === null).toBe(english.longDescription === null);
    expect(text.targetAudience === null).toBe(english.targetAudience === null);
  });

  it.each(DEMO_TOOLS.map((t) => [t.slug, t] as const))("%s is well-formed", (slug, english) => {
    const text = texts[slug];
    if (!text) throw new Error(`no ${language} entry for ${slug}`);
    const { own, other } = SCRIPTS[language];
    for (const [field, value, englishValue] of pairs(text, english)) {
      const where = `${slug} ${field}`;
      expect(value.trim(), where).toBe(value);
      expect(value.length, where).toBeGreaterThan(0);
      expect(value, where).toMatch(own);
      expect(value, where).not.toMatch(other);
      expect(value, where).not.toBe(englishValue);
      expect(value, where).not.toMatch(/\s{2}/);
    }
    expect(text.shortDesc.length, slug).toBeLessThanOrEqual(CONTENT_LIMITS.shortDescMax);
    for (const feature of text.features) {
      expect(feature.length, slug).toBeLessThanOrEqual(LEADS_LIMITS.listItem);
    }
    for (const caseStudy of text.caseStudies) {
      expect(caseStudy.length, slug).toBeLessThanOrEqual(LEADS_LIMITS.longText);
    }
    expect((text.longDescription ?? "").length, slug).toBeLessThanOrEqual(LEADS_LIMITS.description);
    expect((text.targetAudience ?? "").length, slug).toBeLessThanOrEqual(LEADS_LIMITS.longText);
  });
});

describe("demoToolTranslations", () => {
  it("gives every demo tool translations the listing schema accepts, in both languages", () => {
    for (const { slug } of DEMO_TOOLS) {
      const translations = demoToolTranslations(slug);
      expect(listingTranslationsSchema.parse(translations), slug).toEqual(translations);
      expect(Object.keys(translations).sort(), slug).toEqual(["ar", "hi"]);
    }
  });
});
