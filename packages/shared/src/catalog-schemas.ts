import { z } from "zod";
import {
  ANALYTICS_EVENT_TYPES,
  CATALOG_LIMITS,
  CATEGORIES,
  EVENT_LIMITS,
  INDUSTRIES,
  PRICING_MODELS,
  REVIEW_SORTS,
  SERVER_EVENT_TYPES,
  TOOL_SORTS,
} from "./catalog.ts";
import { TRANSLATED_LANGUAGES } from "./i18n.ts";
import { LISTING_TEXT_FIELDS } from "./listing-text-fields.ts";
import { BILLING_PERIODS, CURRENCIES, PRICE_LIMITS, USAGE_UNITS } from "./price-plans.ts";
import { ARABIC_DIALECTS, FACT_KINDS, listingFactSchema } from "./regional-facts.ts";
import { reviewReplySchema } from "./review-replies.ts";
import { implementationTimeSchema, supportSchema } from "./vendor-facts.ts";

const flag = z
  .enum(["true", "false"])
  .transform((v) => v === "true")
  .optional();

/** GET /api/tools query string. */
export const toolListQuerySchema = z.strictObject({
  q: z.string().trim().max(CATALOG_LIMITS.queryMaxLength).optional(),
  category: z.enum(CATEGORIES).optional(),
  industry: z.enum(INDUSTRIES).optional(),
  pricingModel: z.enum(PRICING_MODELS).optional(),
  minRating: z.coerce.number().min(0).max(5).optional(),
  featured: flag,
  verified: flag,
  /** Only tools with a free tier, or a free trial. */
  freeTier: flag,
  freeTrial: flag,
  /** The most a month may cost one user (the lowest plan's), in `currency`. */
  priceMax: z.coerce.number().min(0).max(PRICE_LIMITS.amountMax).optional(),
  /** The currency `priceMax` is in (the reader's shown currency); USD when left out. */
  currency: z.enum(CURRENCIES).optional(),
  /** Declared regional facts (regional-facts.ts): data kept in, a rule met, a dialect, Hindi. */
  hosting: z.enum(FACT_KINDS.hosting).optional(),
  compliance: z.enum(FACT_KINDS.compliance).optional(),
  dialect: z.enum(ARABIC_DIALECTS).optional(),
  hindi: flag,
  sort: z.enum(TOOL_SORTS).default("featured"),
  /** The reader's language: `q` is searched in it as well as in English, texts shown in it. */
  lang: z.enum(["en", ...TRANSLATED_LANGUAGES]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CATALOG_LIMITS.pageSizeMax)
    .default(CATALOG_LIMITS.pageSizeDefault),
});
export type ToolListQuery = z.input<typeof toolListQuerySchema>;

export const toolSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  shortDesc: z.string(),
  longDescription: z.string().nullable(),
  logo: z.string().nullable(),
  /**
   * The vendor's own words on price, kept for search engines' offers and the admin; no page shows
   * them (a reader's price comes from `pricePlans`, in the reader's language and currency).
   */
  pricing: z.string().nullable(),
  pricingModel: z.enum(PRICING_MODELS),
  featured: z.boolean(),
  verified: z.boolean(),
  builtByProvider: z.boolean(),
  rating: z.number().min(0).max(5),
  reviewsCount: z.number().int().min(0),
  industryTags: z.array(z.enum(INDUSTRIES)),
  demoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  caseStudies: z.array(z.string()),
  implementationTime: implementationTimeSchema.nullable(),
  support: supportSchema.nullable(),
  freeTrial: z.boolean(),
  features: z.array(z.string()),
  integrations: z.array(z.string()),
  targetAudience: z.string().nullable(),
  /** ISO 639-1 codes; a name an older row kept where it could not be placed stays as written. */
  languagesSupported: z.array(z.string()),
  /**
   * Price plans (packages/shared/src/price-plans.ts): every price a reader sees is derived from
   * them, the free tier and the trial (the web's priceSummary).
   */
  pricePlans: z.array(
    z.object({
      name: z.string(),
      billing: z.enum(BILLING_PERIODS),
      amount: z.number().nullable(),
      currency: z.enum(CURRENCIES),
      taxIncluded: z.boolean(),
      maxUsers: z.number().int().nullable(),
      usage: z
        .object({ quantity: z.number().int(), unit: z.enum(USAGE_UNITS) })
        .nullable()
        .optional(),
    }),
  ),
  freeTier: z.boolean(),
  freeTrialDays: z.number().int().nullable(),
  /** The lowest month's price for one user (0 with a free tier), in its plan's currency. */
  lowestMonthly: z.object({ amount: z.number(), currency: z.enum(CURRENCIES) }).nullable(),
  /** Declared regional facts, each verified by an admin or not. */
  regionalFacts: z.array(listingFactSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The texts given in the reader's language (`lang`); the others are the English ones. */
  translated: z.array(z.enum(LISTING_TEXT_FIELDS)),
});
export type Tool = z.infer<typeof toolSchema>;

/** GET /api/tools/{id} query string: the reader's language, for the listing's texts. */
export const toolQuerySchema = z.strictObject({
  lang: z.enum(["en", ...TRANSLATED_LANGUAGES]).optional(),
});

/**
 * What a marketplace card shows, the list's items: the detail (GET /api/tools/{id}) has the
 * rest (long description, case studies, features...), a fifth of the bytes per card.
 */
export const toolSummarySchema = toolSchema
  .pick({
    id: true,
    slug: true,
    name: true,
    category: true,
    shortDesc: true,
    logo: true,
    pricing: true,
    pricingModel: true,
    featured: true,
    verified: true,
    builtByProvider: true,
    rating: true,
    reviewsCount: true,
    industryTags: true,
    demoUrl: true,
    websiteUrl: true,
    translated: true,
    freeTier: true,
    freeTrialDays: true,
    pricePlans: true,
    lowestMonthly: true,
  })
  .extend({
    /** In a search's results: the need the search named that this tool is for, in its language. */
    matchedNeed: z.string().optional(),
  });
export type ToolSummary = z.infer<typeof toolSummarySchema>;

const facetSchema = z.array(z.object({ value: z.string(), count: z.number().int() }));

/** A tool as a recommendation shows it (the business dashboard, the self-assessment's result). */
export const recommendedToolSchema = toolSchema.pick({
  id: true,
  name: true,
  category: true,
  shortDesc: true,
  pricing: true,
  logo: true,
  rating: true,
  reviewsCount: true,
  verified: true,
  featured: true,
});
export type RecommendedTool = z.infer<typeof recommendedToolSchema>;

export const toolListResponseSchema = z.object({
  items: z.array(toolSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Each facet counts the matches of every filter but its own, per value. */
  facets: z.object({
    category: facetSchema,
    industry: facetSchema,
    hosting: facetSchema,
    compliance: facetSchema,
    dialect: facetSchema,
  }),
  /**
   * When nothing matched the search as typed: the search with its misspelt words corrected
   * ("chatbto" -> "chatbot"), whose results these are.
   */
  correctedQuery: z.string().optional(),
  /**
   * When nothing matched, not even the corrected search under the filters: the corrected
   * spelling, to suggest (searched without the filters).
   */
  suggestedQuery: z.string().optional(),
});
export type ToolListResponse = z.infer<typeof toolListResponseSchema>;

export const favoriteSchema = z.object({
  solutionId: z.uuid(),
  savedAt: z.string(),
  tool: toolSchema.pick({ id: true, name: true, category: true, shortDesc: true, pricing: true }),
});
export type Favorite = z.infer<typeof favoriteSchema>;

export const ratingInputSchema = z.strictObject({
  rating: z.number().int().min(1).max(5),
  review: z
    .string()
    .max(CATALOG_LIMITS.reviewMaxLength)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
});
export type RatingInput = z.input<typeof ratingInputSchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  review: z.string().nullable(),
  reviewerName: z.string(),
  /** "Was this review helpful?": how many signed-in readers answered yes, and no. */
  helpfulCount: z.number().int(),
  notHelpfulCount: z.number().int(),
  /**
   * The reviewer's e-mail is confirmed and they saved the tool or asked for a consultation before
   * writing the review (worked out by the server at each read: ratings.repository.ts).
   */
  verified: z.boolean(),
  /** The listing's vendor's public reply, unless there is none or an admin hid it. */
  reply: reviewReplySchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Orders of a tool's reviews; `newest` is the default. */
export const reviewSortSchema = z.enum(REVIEW_SORTS);

export const reviewListQuerySchema = z.strictObject({
  sort: reviewSortSchema.default("newest"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CATALOG_LIMITS.pageSizeMax)
    .default(CATALOG_LIMITS.recentReviews),
});

/**
 * An event a page sends (`POST /api/events`): only the types a browser records (the server
 * records SERVER_EVENT_TYPES itself: requests and submissions it stores, tool views and website
 * clicks it serves), and only the
 * fields the dashboards read, so one event is at most about 1 KB (issue 35 defect 5).
 */
export const analyticsEventSchema = z.strictObject({
  type: z.enum(ANALYTICS_EVENT_TYPES).exclude(SERVER_EVENT_TYPES),
  data: z
    .strictObject({
      /** page_view: which page, and its address. */
      page: z.string().max(EVENT_LIMITS.nameMax).optional(),
      path: z.string().max(EVENT_LIMITS.textMax).optional(),
      language: z.string().max(EVENT_LIMITS.nameMax).optional(),
      /** search: what was searched, and how many tools it found. */
      query: z.string().max(CATALOG_LIMITS.queryMaxLength).optional(),
      results_count: z.number().int().min(0).optional(),
      /** The tool's name when it was seen (tool_view events sent before the server counted them). */
      name: z.string().max(EVENT_LIMITS.textMax).nullable().optional(),
      /** demo_click: where on the site the link was. */
      source: z.string().max(EVENT_LIMITS.nameMax).optional(),
    })
    .optional(),
  solutionId: z.uuid().optional(),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;
