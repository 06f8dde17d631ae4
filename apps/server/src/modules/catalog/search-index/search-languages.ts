import { isTranslatedLanguage, type Language, type TranslatedLanguage } from "@app/shared/i18n";

/** PostgreSQL's text search configuration of each translated language (both PGlite and 15+). */
export const TEXT_SEARCH_CONFIG: Record<TranslatedLanguage, string> = {
  ar: "arabic",
  hi: "hindi",
};

/** The reader's language when a search reads it besides English; undefined for English. */
export function localLanguage(lang: Language | undefined): TranslatedLanguage | undefined {
  return isTranslatedLanguage(lang) ? lang : undefined;
}
