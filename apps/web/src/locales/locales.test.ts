import { describe, expect, it } from "vitest";
import { english, loadTranslations } from "./bundles";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const locales = {
  en: english,
  ar: await loadTranslations("ar"),
  hi: await loadTranslations("hi"),
} as Record<string, Tree>;
const englishKeys = flatten(english as Tree);

describe("locales", () => {
  it("keeps the spec's error text", () => {
    expect(englishKeys.get("common.error")).toBe("Error occurred");
  });

  for (const [code, tree] of Object.entries(locales)) {
    const flat = flatten(tree);

    it(`${code} has exactly the English key set`, () => {
      expect([...flat.keys()].sort()).toEqual([...englishKeys.keys()].sort());
    });

    it(`${code} has no empty values`, () => {
      const empty = [...flat].filter(([, value]) => value.trim() === "").map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it(`${code} keeps every interpolation of the English text`, () => {
      for (const [key, value] of englishKeys) {
        const names = value.match(/{{\w+}}/g) ?? [];
        for (const name of names) expect(flat.get(key), `${code}:${key}`).toContain(name);
      }
    });
  }
});
