import type { Language } from "@app/shared/i18n";
import { directionOf, isLanguage } from "@app/shared/i18n";
import { PREFIXED_LANGUAGES } from "@app/shared/language-path";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { LazyLanguage, TranslationResources } from "../locales/bundles";
import { loadSections, loadSeo, loadTranslations, SECTION_NAMES } from "../locales/bundles";
import { formatNumber } from "./format";

export type { TranslationResources };

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: TranslationResources };
  }
}

/** The page sections whose texts are in i18next (in English: the pages visited so far). */
function sectionsLoaded(language: Language): string[] {
  const tree = i18n.getResourceBundle(language, "translation") as
    | Record<string, unknown>
    | undefined;
  return SECTION_NAMES.filter((name) => tree?.[name] !== undefined);
}

/** Adds a language's texts of these sections that i18next lacks. */
async function ensureSections(language: Language, names: readonly string[]): Promise<void> {
  if (language === "en") return;
  const missing = names.filter((name) => !sectionsLoaded(language).includes(name));
  if (!missing.length) return;
  const tree = await loadSections(language as LazyLanguage, missing);
  i18n.addResourceBundle(language, "translation", tree, true, false);
}

/** Whether i18next has the language's core texts (the page sections may come before them). */
function coreLoaded(language: Language): boolean {
  return i18n.exists("common.error", { lng: language, fallbackLng: false });
}

/** A language's core texts, and its texts of every section the pages so far have shown. */
async function ensureLoaded(language: Language): Promise<void> {
  if (!coreLoaded(language)) {
    const pack = await loadTranslations(language);
    i18n.addResourceBundle(language, "translation", pack, true, false);
  }
  await ensureSections(language, sectionsLoaded("en"));
}

/**
 * Adds a page's sections: their English (which comes with the page's code) and, in Arabic or
 * Hindi, that language's texts of them, loaded before the page renders. If they fail to load
 * (offline), the sections show in English rather than not at all.
 */
export async function addSectionTexts(english: Record<string, object>): Promise<void> {
  i18n.addResourceBundle("en", "translation", english, true, false);
  const language = i18n.language;
  if (!isLanguage(language)) return;
  await ensureSections(language, Object.keys(english)).catch((error: unknown) => {
    console.warn("Loading the page's texts failed", error);
  });
}

/**
 * Starts i18next in `language` (the page address's): its texts load first, so the first render
 * is already in the reader's language. On the server every language is loaded once.
 */
export async function initI18n(language: Language): Promise<typeof i18n> {
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: "en",
    fallbackLng: "en",
    supportedLngs: ["en", "ar", "hi"],
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (_lngs, _ns, key) => {
      console.warn(`i18n: missing translation key "${key}"`);
    },
  });
  // `{{count, number}}` through lib/format: one formatter per language (i18next's own makes one
  // per value), and the numbers the server's render formatted are reused while hydrating.
  i18n.services.formatter?.add("number", (value, lng) => formatNumber(Number(value), lng ?? "en"));
  try {
    await ensureLoaded(language);
    await i18n.changeLanguage(language);
  } catch {
    // The pack failed to load (offline): English rather than nothing, if that loads.
    await ensureLoaded("en").catch(() => undefined);
  }
  if (typeof document !== "undefined") {
    applyToDocument(isLanguage(i18n.language) ? i18n.language : "en");
  }
  return i18n;
}

/** Sets <html lang dir>; left alone when the server wrote them (a change restyles the page). */
function applyToDocument(language: Language): void {
  const html = document.documentElement;
  if (html.lang !== language) html.lang = language;
  if (html.dir !== directionOf(language)) html.dir = directionOf(language);
}

/** Loads the language's texts and switches i18next and <html lang dir> to it. */
export async function switchLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
}

/** Whether i18next has the language's page titles and descriptions (`seo`). */
export function seoTextsLoaded(language: Language): boolean {
  return i18n.exists("seo.pages.home.title", { lng: language, fallbackLng: false });
}

/**
 * Loads the language's page titles and descriptions. Not needed for the first render: the server
 * wrote the first page's <head>; the browser updates it from the first navigation on.
 */
export async function loadSeoTexts(language: Language): Promise<void> {
  if (seoTextsLoaded(language)) return;
  i18n.addResourceBundle(language, "translation", await loadSeo(language), true, false);
}

/** Loads every language's texts, every section included (the server renders any page in any). */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all([
    ensureLoaded("en"),
    loadSeoTexts("en"),
    ...PREFIXED_LANGUAGES.map(async (language) => {
      await ensureLoaded(language);
      await Promise.all([ensureSections(language, SECTION_NAMES), loadSeoTexts(language)]);
    }),
  ]);
}

export { i18n };
