/**
 * A listing's texts that can be written in Arabic and Hindi besides English (the name stays as
 * the vendor writes it): a response says which of them it gives in the reader's language.
 */
export const LISTING_TEXT_FIELDS = [
  "shortDesc",
  "longDescription",
  "features",
  "caseStudies",
  "targetAudience",
] as const;
export type ListingTextField = (typeof LISTING_TEXT_FIELDS)[number];
