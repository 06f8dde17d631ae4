import type { Language } from "@app/shared/i18n";
import { DEFAULT_LANGUAGE, directionOf, isLanguage, STORAGE_KEYS } from "@app/shared/i18n";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { LazyLanguage, TranslationResources } from "../locales/bundles";
import { english, loadTranslations } from "../locales/bundles";
import { readStorage, writeStorage } from "./storage";

export type { TranslationResources };

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: TranslationResources };
  }
}

/** Stored choice if valid, else the first browser language we support, else English. */
export function initialLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === "undefined" ? [] : (navigator.languages ?? []);
  for (const tag of browser) {
    const base = tag.split("-")[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

async function ensureLoaded(language: Language): Promise<void> {
  if (language === "en" || i18n.hasResourceBundle(language, "translation")) return;
  const pack = await loadTranslations(language as LazyLanguage);
  i18n.addResourceBundle(language, "translation", pack);
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Loads the pack, switches i18next, persists the choice and sets <html lang dir>. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  writeStorage(STORAGE_KEYS.language, language);
  applyToDocument(language);
}

export async function initI18n(): Promise<typeof i18n> {
  const language = initialLanguage();
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
  applyToDocument(i18n.language as Language);
  return i18n;
}

export { i18n };
