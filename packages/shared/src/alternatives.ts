import { z } from "zod";
import { COMPARE_LIMITS, INDUSTRIES } from "./catalog.ts";
import { toolQuerySchema, toolSchema, toolSummarySchema } from "./catalog-schemas.ts";

/**
 * A tool's alternatives (/tool/{id}/alternatives): published tools of its category, those that
 * share one of its industries first, then those readers compare or save together with it most,
 * then the best rated.
 */
export const ALTERNATIVES_LIMITS = {
  /** The most alternatives a page lists. */
  maxTools: 12,
  /**
   * How many readers (compares: one per address and day; saves: one per account) make a pair
   * "often" compared or saved together. Fewer are not shown, so no single reader's choice is.
   */
  oftenTogether: 2,
  /** Alternatives in the page's "Compare these" link, besides the tool itself. */
  compareLinkTools: COMPARE_LIMITS.maxTools - 1,
} as const;

/** GET /api/tools/{id}/alternatives query string: the reader's language, as GET /api/tools/{id}. */
export const alternativesQuerySchema = z.strictObject({ lang: toolQuerySchema.shape.lang });

/** What the page's table compares: a card's fields with the languages and regional facts. */
export const alternativeToolSchema = toolSummarySchema.omit({ matchedNeed: true }).extend({
  languagesSupported: toolSchema.shape.languagesSupported,
  regionalFacts: toolSchema.shape.regionalFacts,
});
export type AlternativeTool = z.infer<typeof alternativeToolSchema>;

/** One alternative and why it is listed. */
export const alternativeSchema = z.object({
  tool: alternativeToolSchema,
  /** The industries it shares with the tool (it always shares the category). */
  sharedIndustries: z.array(z.enum(INDUSTRIES)),
  /** Compared with the tool by at least ALTERNATIVES_LIMITS.oftenTogether readers. */
  oftenCompared: z.boolean(),
  /** Saved with the tool by at least ALTERNATIVES_LIMITS.oftenTogether readers. */
  oftenSaved: z.boolean(),
});
export type Alternative = z.infer<typeof alternativeSchema>;

export const alternativesResponseSchema = z.object({
  /** The tool itself, the table's first column. */
  tool: alternativeToolSchema,
  /** Best first, at most ALTERNATIVES_LIMITS.maxTools. */
  alternatives: z.array(alternativeSchema),
});
export type AlternativesResponse = z.infer<typeof alternativesResponseSchema>;

/**
 * POST /api/compare/views: the tools a reader compared (their ids, as GET /api/compare answered
 * them). Each pair is counted once per reader's address a day.
 */
export const compareViewSchema = z.strictObject({
  ids: z
    .array(z.uuid())
    .min(COMPARE_LIMITS.minTools)
    .max(COMPARE_LIMITS.maxTools)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type CompareView = z.input<typeof compareViewSchema>;

/**
 * How many comparisons one address may record (POST /api/compare/views) a minute and a day;
 * past them it is refused with 429 before anything is written.
 */
export const COMPARE_VIEW_LIMITS = { perMinute: 30, perDay: 300 } as const;
