import { CATALOG_LABELS } from "@app/shared/catalog-labels";
import type { Language } from "@app/shared/i18n";
import type { ROUTE_META_EN } from "@app/shared/route-meta-en";
import type core from "./en.json";
import type { PageEnglish } from "./page-english";
import type { workspaceEnglish } from "./workspace";

/**
 * One translation tree per language: the core file (`en.json`) plus one file per page section
 * (`home/en.json` becomes the `home` key). Each language's core file (navigation, footer, forms,
 * catalogue) loads before the first render, and only the address's language: an Arabic or Hindi
 * page does not carry the English texts (their key sets are the same, locales.test.ts). The
 * pages' own English sections (page-english.ts) load with their page, the workspace's
 * (workspace.ts) with the dashboards; Arabic and Hindi sections load alongside (lib/i18n.ts
 * addSectionTexts).
 */
type CoreTexts = typeof core & (typeof CATALOG_LABELS)["en"];

/**
 * Page titles and descriptions (`seo`): shared with the server (one definition per language,
 * packages/shared/src/route-meta-*.ts), loaded in every language after the first render.
 */
type SeoTexts = { seo: typeof ROUTE_META_EN };

export type TranslationResources = CoreTexts & SeoTexts & PageEnglish & typeof workspaceEnglish;
export type LazyLanguage = Exclude<Language, "en">;

type Json = Record<string, unknown>;
const cores = import.meta.glob<Json>("./{en,ar,hi}.json", { import: "default" });
const sections = import.meta.glob<Json>("./*/{ar,hi}.json", { import: "default" });
/** Page titles and descriptions: shared with the server, which renders the <head>. */
const seoTexts: Record<Language, () => Promise<Json>> = {
  en: () => import("@app/shared/route-meta-en").then((m) => m.ROUTE_META_EN),
  ar: () => import("@app/shared/route-meta-ar").then((m) => m.default),
  hi: () => import("@app/shared/route-meta-hi").then((m) => m.default),
};

/** Every page section's name (`home/ar.json` is the `home` section). */
export const SECTION_NAMES: readonly string[] = [
  ...new Set(Object.keys(sections).map((file) => file.split("/")[1] as string)),
];

/**
 * Loads a language's core file (what every page shows: navigation, footer, forms, catalogue),
 * with its category, industry and pricing-model names (shared with the server's e-mails); the
 * page sections load with their pages (loadSections), the page titles after the first render
 * (loadSeo).
 */
export async function loadTranslations(language: Language): Promise<TranslationResources> {
  const load = cores[`./${language}.json`];
  if (!load) throw new Error(`No translations for ${language}`);
  return { ...(await load()), ...CATALOG_LABELS[language] } as TranslationResources;
}

/** Loads a language's page titles and descriptions (the `seo` key). */
export async function loadSeo(language: Language): Promise<Json> {
  return { seo: await seoTexts[language]() };
}

/** Loads a language's texts of the named page sections, as a tree keyed by section. */
export async function loadSections(
  language: LazyLanguage,
  names: readonly string[],
): Promise<Partial<TranslationResources>> {
  const parts = await Promise.all(
    names.map((name) => {
      const load = sections[`./${name}/${language}.json`];
      if (!load) throw new Error(`No ${language} texts for the ${name} section`);
      return load();
    }),
  );
  return Object.fromEntries(names.map((name, index) => [name, parts[index]]));
}
