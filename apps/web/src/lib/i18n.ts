import type { Language } from "@app/shared/i18n";
import { directionOf, isLanguage } from "@app/shared/i18n";
import { PREFIXED_LANGUAGES } from "@app/shared/language-path";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { LazyLanguage, TranslationResources } from "../locales/bundles";
import { english, loadTranslations } from "../locales/bundles";

export type { TranslationResources };

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: TranslationResources };
  }
}

async function ensureLoaded(language: Language): Promise<void> {
  if (language === "en" || i18n.hasResourceBundle(language, "translation")) return;
  const pack = await loadTranslations(language as LazyLanguage);
  i18n.addResourceBundle(language, "translation", pack);
}

/**
 * Starts i18next in `language` (the page address's): its texts load first, so the first render
 * is already in the reader's language. On the server every language is loaded once.
 */
export async function initI18n(language: Language): Promise<typeof i18n> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: english } },
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
  try {
    await ensureLoaded(language);
    await i18n.changeLanguage(language);
  } catch {
    // The pack failed to load (offline): stay in English rather than show nothing.
  }
  if (typeof document !== "undefined") {
    applyToDocument(isLanguage(i18n.language) ? i18n.language : "en");
  }
  return i18n;
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Loads the language's texts and switches i18next and <html lang dir> to it. */
export async function switchLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
}

/** Loads every language's texts (the server renders any of them). */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(PREFIXED_LANGUAGES.map(ensureLoaded));
}

export { i18n };
