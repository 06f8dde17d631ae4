import { z } from "zod";
import { emailSchema } from "./auth-schemas.ts";
import { CATEGORIES, INDUSTRIES, PRICING_MODELS, TOOL_STATUSES } from "./catalog.ts";
import { LEADS_LIMITS } from "./leads.ts";
import { listingTranslationsSchema } from "./listing-texts.ts";
import { pageSchema, searchedPageSchema } from "./paging.ts";
import { pricePlanSchema, pricingFieldsShape } from "./price-plans.ts";
import { declaredFactsSchema, listingFactSchema } from "./regional-facts.ts";
import { REVIEW_LIMITS } from "./review.ts";
import { moderatedReplySchema } from "./review-replies.ts";
import { implementationTimeSchema, languageCodesSchema, supportSchema } from "./vendor-facts.ts";

/** Limits of the admin's content management and of review reports: the one definition. */
export const CONTENT_LIMITS = {
  queryMax: 100,
  reasonMin: 3,
  reasonMax: 500,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  pageMax: 10_000,
  shortDescMax: REVIEW_LIMITS.shortDescMax,
  shortText: 200,
} as const;

/** Which reviews the moderation list shows. */
export const REVIEW_FILTERS = ["all", "reported", "hidden"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

const page = z.coerce.number().int().min(1).max(CONTENT_LIMITS.pageMax).default(1);
const pageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(CONTENT_LIMITS.pageSizeMax)
  .default(CONTENT_LIMITS.pageSizeDefault);

/** GET /api/admin/listings query string: a substring of the name, a status, a page. */
export const listingListQuerySchema = z.strictObject({
  q: z.string().trim().max(CONTENT_LIMITS.queryMax).optional(),
  status: z.enum(TOOL_STATUSES).optional(),
  page,
  pageSize,
});
export type ListingListQuery = z.input<typeof listingListQuerySchema>;

/** GET /api/admin/reviews query string. */
export const reviewModerationQuerySchema = z.strictObject({
  filter: z.enum(REVIEW_FILTERS).default("all"),
  page,
  pageSize,
});
export type ReviewModerationQuery = z.input<typeof reviewModerationQuerySchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalUrl = z
  .string()
  .trim()
  .max(LEADS_LIMITS.url)
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(
    z
      .url({ protocol: /^https?$/, error: "Enter an address starting with http:// or https://" })
      .nullable(),
  );

const list = (max: number = LEADS_LIMITS.listItem) =>
  z.array(z.string().trim().min(1).max(max)).max(LEADS_LIMITS.listItems);

/** Every field of a listing an admin edits (the slug stays, so links keep working). */
export const listingFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(LEADS_LIMITS.toolName),
  category: z.enum(CATEGORIES),
  shortDesc: z.string().trim().min(1).max(CONTENT_LIMITS.shortDescMax),
  longDescription: optionalText(LEADS_LIMITS.description),
  pricing: optionalText(CONTENT_LIMITS.shortText),
  pricingModel: z.enum(PRICING_MODELS),
  websiteUrl: optionalUrl,
  demoUrl: optionalUrl,
  industryTags: z.array(z.enum(INDUSTRIES)).max(INDUSTRIES.length),
  features: list(),
  integrations: list(),
  caseStudies: list(LEADS_LIMITS.longText),
  languagesSupported: languageCodesSchema,
  targetAudience: optionalText(LEADS_LIMITS.longText),
  implementationTime: implementationTimeSchema.nullable(),
  support: supportSchema.nullable(),
  freeTrial: z.boolean(),
  /** The Arabic and Hindi texts; an edit replaces them as a whole. */
  translations: listingTranslationsSchema,
  /** Plans, free tier and trial days; writing trial days also sets `freeTrial` (days or none). */
  ...pricingFieldsShape,
  /** The declared facts as a whole; a fact kept with the same evidence keeps its verification. */
  regionalFacts: declaredFactsSchema,
});

/** PATCH /api/admin/listings/{id} body: any of the fields, at least one. */
export const listingEditSchema = listingFieldsSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Change at least one field.");
export type ListingEdit = z.input<typeof listingEditSchema>;

/** PUT /api/admin/listings/{id}/vendor body: a vendor account's e-mail, or null to unassign. */
export const listingVendorInputSchema = z.strictObject({ email: emailSchema.nullable() });
export type ListingVendorInput = z.input<typeof listingVendorInputSchema>;

/** Why an address cannot be given a listing: the server's field message, which the page translates. */
export const VENDOR_ASSIGN_REFUSALS = {
  noAccount: "No account has this e-mail.",
  notVendor: "This account is not a vendor.",
  unconfirmed: "This vendor has not confirmed their e-mail address yet.",
} as const;

/** PATCH /api/admin/listings/{id}/flags body. */
export const listingFlagsInputSchema = z
  .strictObject({ featured: z.boolean().optional(), verified: z.boolean().optional() })
  .refine((v) => v.featured !== undefined || v.verified !== undefined, "Set featured or verified.");
export type ListingFlagsInput = z.input<typeof listingFlagsInputSchema>;

/** Body of hiding a listing or a review: the reason, kept in the audit log (and on the review). */
export const moderationReasonSchema = z.strictObject({
  reason: z.string().trim().min(CONTENT_LIMITS.reasonMin).max(CONTENT_LIMITS.reasonMax),
});
export type ModerationReason = z.input<typeof moderationReasonSchema>;

const timestamp = z.string();

/** One row of the admin's listing table. */
export const adminListingSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  status: z.enum(TOOL_STATUSES),
  featured: z.boolean(),
  verified: z.boolean(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  vendorEmail: z.string().nullable(),
  updatedAt: timestamp,
});
export type AdminListingSummary = z.infer<typeof adminListingSummarySchema>;

export const adminListingListSchema = searchedPageSchema(adminListingSummarySchema);
export type AdminListingList = z.infer<typeof adminListingListSchema>;

/** One listing with every editable field, as the edit dialog fills its form. */
export const adminListingSchema = adminListingSummarySchema.extend({
  shortDesc: z.string(),
  longDescription: z.string().nullable(),
  pricing: z.string().nullable(),
  pricingModel: z.enum(PRICING_MODELS),
  websiteUrl: z.string().nullable(),
  demoUrl: z.string().nullable(),
  industryTags: z.array(z.string()),
  features: z.array(z.string()),
  integrations: z.array(z.string()),
  caseStudies: z.array(z.string()),
  languagesSupported: z.array(z.string()),
  targetAudience: z.string().nullable(),
  implementationTime: implementationTimeSchema.nullable(),
  support: supportSchema.nullable(),
  freeTrial: z.boolean(),
  translations: listingTranslationsSchema,
  pricePlans: z.array(pricePlanSchema),
  freeTier: z.boolean(),
  freeTrialDays: z.number().int().nullable(),
  /** The declared facts with their verification (who verified stays on the server). */
  regionalFacts: z.array(listingFactSchema),
  vendorName: z.string().nullable(),
});
export type AdminListing = z.infer<typeof adminListingSchema>;

/** One review as the moderation list shows it. */
export const moderatedReviewSchema = z.object({
  id: z.uuid(),
  toolId: z.uuid(),
  toolName: z.string(),
  toolSlug: z.string(),
  rating: z.number().int(),
  review: z.string().nullable(),
  reviewerName: z.string(),
  reviewerEmail: z.string(),
  reportsCount: z.number().int(),
  /** The latest report reasons given (at most a few). */
  reportReasons: z.array(z.string()),
  hiddenAt: timestamp.nullable(),
  hiddenReason: z.string().nullable(),
  /** The listing's vendor's reply, hidden or not. */
  reply: moderatedReplySchema.nullable(),
  createdAt: timestamp,
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

export const moderatedReviewListSchema = pageSchema(moderatedReviewSchema);
export type ModeratedReviewList = z.infer<typeof moderatedReviewListSchema>;

/** What hiding or unhiding a review answers: the review and its tool's new aggregates. */
export const reviewModerationResultSchema = z.object({
  review: moderatedReviewSchema,
  tool: z.object({ rating: z.number(), reviewsCount: z.number().int() }),
});
export type ReviewModerationResult = z.infer<typeof reviewModerationResultSchema>;
