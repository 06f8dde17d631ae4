import { z } from "zod";
import { LEADS_LIMITS } from "./leads.ts";
import { REVIEW_LIMITS } from "./review.ts";

/**
 * A listing's texts in one more language: the name stays as the vendor writes it; each of these
 * may be given, within the English field's limits. What is missing is shown in English.
 */
export const listingTextSchema = z.strictObject({
  shortDesc: z.string().trim().min(1).max(REVIEW_LIMITS.shortDescMax).optional(),
  longDescription: z.string().trim().min(1).max(LEADS_LIMITS.description).optional(),
  features: z
    .array(z.string().trim().min(1).max(LEADS_LIMITS.listItem))
    .max(LEADS_LIMITS.listItems)
    .optional(),
  caseStudies: z
    .array(z.string().trim().min(1).max(LEADS_LIMITS.longText))
    .max(LEADS_LIMITS.listItems)
    .optional(),
  targetAudience: z.string().trim().min(1).max(LEADS_LIMITS.longText).optional(),
});
export type ListingText = z.infer<typeof listingTextSchema>;

/** `{ ar?, hi? }`: what `solutions_catalog.translations` holds. */
export const listingTranslationsSchema = z.strictObject({
  ar: listingTextSchema.optional(),
  hi: listingTextSchema.optional(),
});
export type ListingTranslations = z.infer<typeof listingTranslationsSchema>;
