import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from "@app/shared/i18n";
import type { SubmissionText, SubmissionTranslations } from "@app/shared/leads";
import { type ListingText, listingTranslationsSchema } from "@app/shared/listing-texts";
import { REVIEW_LIMITS } from "@app/shared/review";

/**
 * A submission's Arabic and Hindi texts and a listing's: the form has one description and one
 * use-case text per language, as in English; the listing has a short and a long description and
 * a list of use cases.
 */

/** A card's one-line description from the full one: whole words, at most shortDescMax characters. */
export function shortDescription(description: string): string {
  const text = description.replace(/\s+/g, " ").trim();
  const max = REVIEW_LIMITS.shortDescMax;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** The listing texts an approval writes from one language of a submission. */
function listingText(text: SubmissionText): ListingText {
  return {
    ...(text.description && {
      shortDesc: shortDescription(text.description),
      longDescription: text.description,
    }),
    ...(text.features && { features: text.features }),
    ...(text.caseStudies && { caseStudies: [text.caseStudies] }),
    ...(text.targetAudience && { targetAudience: text.targetAudience }),
  };
}

/** What `solutions_catalog.translations` gets from an approved submission. */
export function listingTranslations(texts: SubmissionTranslations) {
  const listing: Partial<Record<TranslatedLanguage, ListingText>> = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const text = texts[lang];
    if (text) listing[lang] = listingText(text);
  }
  return listing;
}

/**
 * A listing's texts as the submission form holds them, to revise: the full description (the
 * short one if it has none), the use cases in one text. A stored value that does not read as
 * listing texts (written by hand) gives an empty form section rather than an error.
 */
export function submissionTranslations(stored: unknown): SubmissionTranslations {
  const parsed = listingTranslationsSchema.safeParse(stored);
  const texts: SubmissionTranslations = {};
  if (!parsed.success) return texts;
  for (const lang of TRANSLATED_LANGUAGES) {
    const text = parsed.data[lang];
    if (!text) continue;
    const description = text.longDescription ?? text.shortDesc;
    const form: SubmissionText = {
      ...(description && { description }),
      ...(text.features?.length && { features: text.features }),
      ...(text.targetAudience && { targetAudience: text.targetAudience }),
      ...(text.caseStudies?.length && { caseStudies: text.caseStudies.join("\n\n") }),
    };
    if (Object.keys(form).length > 0) texts[lang] = form;
  }
  return texts;
}
