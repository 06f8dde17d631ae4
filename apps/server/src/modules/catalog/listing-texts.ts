import type { TranslatedLanguage } from "@app/shared/i18n";
import type { ListingTextField } from "@app/shared/listing-text-fields";

/** The English texts of a listing, as its columns hold them. */
export interface EnglishTexts {
  shortDesc: string;
  longDescription: string | null;
  features: string[];
  caseStudies: string[];
  targetAudience: string | null;
}

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";
const isList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every(isText);

/**
 * A listing's texts in the reader's language where its `translations` have them, each other one in
 * English; `translated` names the ones given in the reader's language (the page marks the rest
 * `lang="en"`). The column is validated when written (listingTranslationsSchema); a value of the
 * wrong shape is read as missing.
 */
export function textsIn<T extends Partial<EnglishTexts>>(
  english: T,
  translations: unknown,
  lang: TranslatedLanguage | undefined,
): T & { translated: ListingTextField[] } {
  const own = lang
    ? (translations as Record<string, Record<string, unknown>> | null)?.[lang]
    : undefined;
  if (!own || typeof own !== "object") return { ...english, translated: [] };
  const texts: Record<string, unknown> = { ...english };
  const translated: ListingTextField[] = [];
  for (const field of ["shortDesc", "longDescription", "targetAudience"] as const) {
    if (field in english && isText(own[field])) {
      texts[field] = own[field];
      translated.push(field);
    }
  }
  for (const field of ["features", "caseStudies"] as const) {
    if (field in english && isList(own[field])) {
      texts[field] = own[field];
      translated.push(field);
    }
  }
  return { ...(texts as T), translated };
}
