import type { ListingTextField } from "@app/shared/listing-text-fields";
import { useTranslation } from "@/lib/use-translation";

type Translated = { translated: readonly ListingTextField[] };

/**
 * The `lang` of a listing's text on a page in `language`: "en" for a text the listing has only in
 * English (shown in its place on an Arabic or Hindi page, so screen readers and fonts treat it as
 * English), undefined when it is in the page's language.
 */
export function textLangOf(language: string, tool: Translated, field: ListingTextField) {
  return language !== "en" && !tool.translated.includes(field) ? "en" : undefined;
}

/** textLangOf for one tool on this page. */
export function useTextLang(tool: Translated) {
  const { i18n } = useTranslation();
  return (field: ListingTextField) => textLangOf(i18n.language, tool, field);
}
