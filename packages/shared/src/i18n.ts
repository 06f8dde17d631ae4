export const LANGUAGES = [
  { code: "en", label: "English", dir: "ltr" },
  { code: "ar", label: "العربية", dir: "rtl" },
  { code: "hi", label: "हिन्दी", dir: "ltr" },
] as const;
export type Language = (typeof LANGUAGES)[number]["code"];
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

/** The languages a listing's texts can have besides English (its own columns). */
export const TRANSLATED_LANGUAGES = ["ar", "hi"] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export function isTranslatedLanguage(value: unknown): value is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly unknown[]).includes(value);
}

/** A language's name in its own script ("العربية", "हिन्दी"), as the language menu shows it. */
export function labelOf(language: Language): string {
  return LANGUAGES.find((l) => l.code === language)?.label ?? language;
}

export function directionOf(language: Language): "ltr" | "rtl" {
  return LANGUAGES.find((l) => l.code === language)?.dir ?? "ltr";
}

export const REGIONS = ["global", "uae", "india", "saudi"] as const;
export type Region = (typeof REGIONS)[number];

export function isRegion(value: unknown): value is Region {
  return typeof value === "string" && (REGIONS as readonly string[]).includes(value);
}

/** Keys under which the browser keeps the visitor's choices (SPEC §9). */
export const STORAGE_KEYS = {
  language: "language",
  region: "region",
  cookieConsent: "cookie-consent",
} as const;
