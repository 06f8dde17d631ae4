import { describe, expect, it } from "vitest";
import { loadSections, loadSeo, loadTranslations, SECTION_NAMES } from "./bundles";
import { workspaceEnglish } from "./workspace";

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

/** Every page section's English, by section (`home/en.json` is the `home` key). */
const englishSections = Object.fromEntries(
  Object.entries(import.meta.glob<Tree>("./*/en.json", { eager: true, import: "default" })).map(
    ([file, tree]) => [file.split("/")[1] as string, tree],
  ),
);

/** A language's whole tree: core, page titles and every section, as the server loads it. */
async function wholeTree(language: "ar" | "hi") {
  return {
    ...(await loadTranslations(language)),
    ...(await loadSeo(language)),
    ...(await loadSections(language, SECTION_NAMES)),
  };
}

/** The English core texts: what an English page loads before its first render. */
const english = await loadTranslations("en");

const locales = {
  en: { ...english, ...(await loadSeo("en")), ...englishSections },
  ar: await wholeTree("ar"),
  hi: await wholeTree("hi"),
} as Record<string, Tree>;
const englishKeys = flatten(locales.en as Tree);

/** `reviewCount_two` -> `reviewCount` and `two`, for the plural forms of a counted text. */
function pluralForm(key: string): { base: string; category: string } | undefined {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1] as string, category: match[2] as string } : undefined;
}

/** Plural forms a language needs beyond English's (Arabic: zero, two, few, many) for counted texts. */
function isExtraPluralForm(key: string, language: string): boolean {
  const form = pluralForm(key);
  if (!form || !englishKeys.has(`${form.base}_one`)) return false;
  const categories: string[] = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return categories.includes(form.category);
}

describe("locales", () => {
  it("keeps the spec's error text", () => {
    expect(englishKeys.get("common.error")).toBe("Error occurred");
  });

  for (const [code, tree] of Object.entries(locales)) {
    const flat = flatten(tree);

    it(`${code} has exactly the English key set, plus the plural forms the language needs`, () => {
      const keys = [...flat.keys()].filter((key) => !englishKeys.has(key));
      expect(keys.filter((key) => !isExtraPluralForm(key, code))).toEqual([]);
      expect([...englishKeys.keys()].filter((key) => !flat.has(key))).toEqual([]);
    });

    it(`${code} has no empty values`, () => {
      const empty = [...flat].filter(([, value]) => value.trim() === "").map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it(`${code} keeps every interpolation of the English text, with its format`, () => {
      for (const [key, value] of englishKeys) {
        // "one review" may spell the number out ("مراجعة واحدة"); other forms must show it.
        const spelledOut = /_(zero|one|two)$/.test(key);
        const placeholders = value.match(/{{[^}]+}}/g) ?? [];
        for (const placeholder of placeholders) {
          if (spelledOut && placeholder.startsWith("{{count")) continue;
          expect(flat.get(key), `${code}:${key}`).toContain(placeholder);
        }
      }
    });
  }
});

describe("the pages' own English", () => {
  it("is not in the first script", () => {
    for (const section of [
      "home",
      "about",
      "mission",
      "legal",
      "regions",
      "maturity",
      "submitTool",
      "consultation",
      "reviews",
      "verifyEmail",
    ])
      expect(english).not.toHaveProperty(section);
  });
});

describe("the workspace's English", () => {
  it("is not in the public pages' bundle", () => {
    for (const section of Object.keys(workspaceEnglish))
      expect(english).not.toHaveProperty(section);
  });

  it("is used only by code that only the dashboard and account routes load", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const path = await import("node:path");
    const root = path.resolve(import.meta.dirname, "..");
    // What only the workspace routes import (app/routes/dashboard.tsx and account.tsx).
    const workspace =
      /^((features\/(admin|vendor|business|dashboard|account|consultations)|components\/charts)\/|app\/routes\/(dashboard|account)\.tsx$)/;
    const sections = Object.keys(workspaceEnglish).join("|");
    const uses = new RegExp(`["'\`](${sections})\\.`);
    const imports =
      /from "@\/(features\/(admin|vendor|business|dashboard|account|consultations)|components\/charts)\//;
    const offenders: string[] = [];
    for (const file of await readdir(root, { recursive: true })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.startsWith("locales/"))
        continue;
      if (workspace.test(file)) continue;
      const text = await readFile(path.join(root, file), "utf8");
      if (uses.test(text) || imports.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
