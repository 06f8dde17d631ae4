import { z } from "zod";
import { CATEGORIES, INDUSTRIES } from "./catalog.ts";
import { recommendedToolSchema } from "./catalog-schemas.ts";

/** How many tools the business dashboard recommends at once. */
export const RECOMMENDATIONS_LIMIT = 6;

/**
 * Why a tool is recommended, as a code the client words in the reader's language: it shares a
 * category or an industry with tools the user saved or rated well, or (for a new user, or to fill
 * up) it is featured or top rated.
 */
export const recommendationReasonSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("category"), category: z.enum(CATEGORIES) }),
  z.object({ kind: z.literal("industry"), industry: z.enum(INDUSTRIES) }),
  z.object({ kind: z.literal("featured") }),
  z.object({ kind: z.literal("topRated") }),
]);
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

export const recommendationSchema = z.object({
  tool: recommendedToolSchema,
  /** 0..100: how well the tool fits what the user saved and rated. */
  match: z.number().int().min(0).max(100),
  reason: recommendationReasonSchema,
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsResponseSchema = z.object({
  /** True when the list comes from the user's own saves and ratings, false for a new user. */
  personalised: z.boolean(),
  items: z.array(recommendationSchema),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
