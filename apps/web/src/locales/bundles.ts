import { CATALOG_LABELS } from "@app/shared/catalog-labels";
import type { Language } from "@app/shared/i18n";
import { ROUTE_META_EN } from "@app/shared/route-meta";
import aboutEn from "./about/en.json";
import core from "./en.json";
import homeEn from "./home/en.json";
import legalEn from "./legal/en.json";
import missionEn from "./mission/en.json";
import regionsEn from "./regions/en.json";
import type { workspaceEnglish } from "./workspace";

/**
 * One translation tree per language: the core file (`en.json`) plus one file per page section
 * (`home/en.json` becomes the `home` key). English ships in the main bundle, but for the
 * workspace's sections (workspace.ts), which load with the dashboards; the others load on demand.
 */
export const english = {
  ...core,
  // Category, industry and pricing-model names: shared with the server's e-mails.
  ...CATALOG_LABELS.en,
  home: homeEn,
  about: aboutEn,
  mission: missionEn,
  legal: legalEn,
  regions: regionsEn,
  // Page titles and descriptions: English is shared with the server (one definition);
  // seo/{ar,hi}.json translate it.
  seo: ROUTE_META_EN,
};

export type TranslationResources = typeof english & typeof workspaceEnglish;
export type LazyLanguage = Exclude<Language, "en">;

type Json = Record<string, unknown>;
const cores = import.meta.glob<Json>("./{ar,hi}.json", { import: "default" });
const sections = import.meta.glob<Json>("./*/{ar,hi}.json", { import: "default" });

/** Loads a language's core file and every section file, merged like `english`. */
export async function loadTranslations(language: LazyLanguage): Promise<TranslationResources> {
  const load = cores[`./${language}.json`];
  if (!load) throw new Error(`No translations for ${language}`);
  const entries = Object.entries(sections).filter(([file]) => file.endsWith(`/${language}.json`));
  const [base, ...parts] = await Promise.all([
    load(),
    ...entries.map(([, loadPart]) => loadPart()),
  ]);
  const tree: Json = { ...base, ...CATALOG_LABELS[language] };
  entries.forEach(([file], index) => {
    tree[file.split("/")[1] as string] = parts[index];
  });
  return tree as TranslationResources;
}
