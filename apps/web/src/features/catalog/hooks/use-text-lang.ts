import type { ListingTextField } from "@app/shared/listing-text-fields";
import { useTranslation } from "@/lib/use-translation";

/**
 * The `lang` of a listing's text on this page: "en" for a text the listing has only in English
 * (shown in its place on an Arabic or Hindi page, so screen readers and fonts treat it as English),
 * undefined when it is in the page's language.
 */
export function useTextLang(tool: { translated: readonly ListingTextField[] }) {
  const { i18n } = useTranslation();
  return (field: ListingTextField) =>
    i18n.language !== "en" && !tool.translated.includes(field) ? "en" : undefined;
}
