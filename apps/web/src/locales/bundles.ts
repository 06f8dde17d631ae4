import { CATALOG_LABELS } from "@app/shared/catalog-labels";
import type { Language } from "@app/shared/i18n";
import { ROUTE_META_EN } from "@app/shared/route-meta";
import core from "./en.json";
import type { PageEnglish } from "./page-english";
import type { workspaceEnglish } from "./workspace";

/**
 * One translation tree per language: the core file (`en.json`) plus one file per page section
 * (`home/en.json` becomes the `home` key). English ships in the main bundle, but for the
 * pages' own sections (page-english.ts), which load with their page, and the workspace's
 * (workspace.ts), which load with the dashboards; the other languages load on demand.
 */
export const english = {
  ...core,
  // Category, industry and pricing-model names: shared with the server's e-mails.
  ...CATALOG_LABELS.en,
  // Page titles and descriptions: shared with the server (one definition per language,
  // packages/shared/src/route-meta/).
  seo: ROUTE_META_EN,
};

export type TranslationResources = typeof english & PageEnglish & typeof workspaceEnglish;
export type LazyLanguage = Exclude<Language, "en">;

type Json = Record<string, unknown>;
const cores = import.meta.glob<Json>("./{ar,hi}.json", { import: "default" });
const sections = import.meta.glob<Json>("./*/{ar,hi}.json", { import: "default" });
/** Page titles and descriptions: shared with the server, which renders the <head>. */
const seoTexts: Record<LazyLanguage, () => Promise<Json>> = {
  ar: () => import("@app/shared/route-meta-ar").then((m) => m.default),
  hi: () => import("@app/shared/route-meta-hi").then((m) => m.default),
};

/** Loads a language's core file and every section file, merged like `english`. */
export async function loadTranslations(language: LazyLanguage): Promise<TranslationResources> {
  const load = cores[`./${language}.json`];
  if (!load) throw new Error(`No translations for ${language}`);
  const entries = Object.entries(sections).filter(([file]) => file.endsWith(`/${language}.json`));
  const [base, seo, ...parts] = await Promise.all([
    load(),
    seoTexts[language](),
    ...entries.map(([, loadPart]) => loadPart()),
  ]);
  const tree: Json = { ...base, ...CATALOG_LABELS[language], seo };
  entries.forEach(([file], index) => {
    tree[file.split("/")[1] as string] = parts[index];
  });
  return tree as TranslationResources;
}
