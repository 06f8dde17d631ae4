import { z } from "zod";
import { CATEGORIES, INDUSTRIES } from "./catalog.ts";
import { recommendedToolSchema } from "./catalog-schemas.ts";
import { REGIONS } from "./i18n.ts";

/** How many tools the business dashboard recommends at once. */
export const RECOMMENDATIONS_LIMIT = 6;

/** The regions whose popular tools a new account can be shown (each a hosting country). */
export const RECOMMENDATION_REGIONS = ["uae", "india", "saudi"] as const satisfies readonly Exclude<
  (typeof REGIONS)[number],
  "global"
>[];
export type RecommendationRegion = (typeof RECOMMENDATION_REGIONS)[number];

/**
 * Why a tool is recommended, as a code the client words in the reader's language: it shares a
 * category or an industry with tools the user saved or rated well, it is featured or top rated,
 * or (for a new user) it is among the most reviewed tools, hosted in the reader's region or not.
 */
export const recommendationReasonSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("category"), category: z.enum(CATEGORIES) }),
  z.object({ kind: z.literal("industry"), industry: z.enum(INDUSTRIES) }),
  z.object({ kind: z.literal("featured") }),
  z.object({ kind: z.literal("topRated") }),
  z.object({ kind: z.literal("popular") }),
  z.object({ kind: z.literal("hostedIn"), region: z.enum(RECOMMENDATION_REGIONS) }),
]);
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

export const recommendationSchema = z.object({
  tool: recommendedToolSchema,
  /**
   * 0..100: how well the tool fits what the user saved and rated; absent when the list is not
   * personal (a percentage with nothing to measure against would explain nothing).
   */
  match: z.number().int().min(0).max(100).optional(),
  /** The strongest reason, for a one-line summary. */
  reason: recommendationReasonSchema,
  /** Every reason the score rests on, strongest first (the summary's among them). */
  reasons: z.array(recommendationReasonSchema).min(1),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/**
 * What a list rests on: the user's own saves and ratings, the most popular tools hosted in the
 * reader's region, or the most popular tools overall.
 */
export const RECOMMENDATION_BASES = ["personal", "popularInRegion", "popular"] as const;
export type RecommendationBasis = (typeof RECOMMENDATION_BASES)[number];

export const recommendationsQuerySchema = z.object({
  /** The reader's region (the browser knows it, the account does not). */
  region: z.enum(REGIONS).optional(),
});

export const recommendationsResponseSchema = z.object({
  /** True when the list comes from the user's own saves and ratings, false for a new user. */
  personalised: z.boolean(),
  basis: z.enum(RECOMMENDATION_BASES),
  /** The region of a "popularInRegion" list. */
  region: z.enum(RECOMMENDATION_REGIONS).optional(),
  items: z.array(recommendationSchema),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
