import { z } from "zod";
import { CATEGORIES, PRICING_MODELS } from "./catalog.ts";
import {
  SUBMISSION_STATUSES,
  submissionTranslationsSchema,
  toolSubmissionInputSchema,
} from "./leads.ts";
import { pageSchema } from "./paging.ts";
import { pricePlanSchema } from "./price-plans.ts";
import { factInputSchema } from "./regional-facts.ts";
import { vendorFactsShape } from "./vendor-facts.ts";

/** Limits of the admin review of tool submissions: the one definition. */
export const REVIEW_LIMITS = {
  reasonMin: 3,
  reasonMax: 2000,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  pageMax: 10_000,
  /** Longest short description a new listing gets from the submission's description. */
  shortDescMax: 160,
} as const;

/** Decisions an admin takes on a pending submission; each is `submission.<decision>` in the audit log. */
export const REVIEW_DECISIONS = ["approve", "reject", "request-changes"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Body of reject and request-changes: the reason, which the vendor reads. */
export const reviewReasonSchema = z.strictObject({
  reason: z.string().trim().min(REVIEW_LIMITS.reasonMin).max(REVIEW_LIMITS.reasonMax),
});
export type ReviewReason = z.input<typeof reviewReasonSchema>;

/** GET /api/admin/submissions query string. */
export const submissionListQuerySchema = z.strictObject({
  status: z.enum(SUBMISSION_STATUSES).default("pending"),
  page: z.coerce.number().int().min(1).max(REVIEW_LIMITS.pageMax).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(REVIEW_LIMITS.pageSizeMax)
    .default(REVIEW_LIMITS.pageSizeDefault),
});
export type SubmissionListQuery = z.input<typeof submissionListQuerySchema>;

/** GET /api/vendor/submissions query string: the vendor's own, every status. */
export const vendorSubmissionListQuerySchema = submissionListQuerySchema.omit({ status: true });

/** A vendor's resubmission after "changes requested": the fields of the submission form. */
export const resubmissionInputSchema = toolSubmissionInputSchema.omit({ nickname: true });
export type ResubmissionInput = z.input<typeof resubmissionInputSchema>;

const status = z.enum(SUBMISSION_STATUSES);
/** ISO 8601 date and time. */
const timestamp = z.string();

/** One row of the admin's review queue. */
export const submissionSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  pricingModel: z.enum(PRICING_MODELS),
  submitterName: z.string(),
  submitterEmail: z.string(),
  submitterCompany: z.string(),
  status,
  /** The live listing this revision edits; null for a new tool. */
  revisionOf: z.uuid().nullable(),
  createdAt: timestamp,
});

/** A queue row; a revision also names the live listing it edits. */
export const submissionQueueItemSchema = submissionSummarySchema.extend({
  revisionOfListing: z.object({ name: z.string(), slug: z.string() }).nullable(),
});
export type SubmissionQueueItem = z.infer<typeof submissionQueueItemSchema>;

export const submissionListSchema = pageSchema(submissionQueueItemSchema);
export type SubmissionList = z.infer<typeof submissionListSchema>;

/** Everything the vendor sent, and where the review stands. */
export const submissionDetailSchema = submissionSummarySchema.extend({
  description: z.string(),
  websiteUrl: z.string(),
  features: z.array(z.string()),
  targetAudience: z.string().nullable(),
  caseStudies: z.string().nullable(),
  integrations: z.array(z.string()),
  translations: submissionTranslationsSchema,
  pricePlans: z.array(pricePlanSchema),
  freeTier: z.boolean(),
  freeTrialDays: z.number().int().nullable(),
  regionalFacts: z.array(factInputSchema),
  ...vendorFactsShape,
  language: z.string(),
  submitterUserId: z.string().nullable(),
  reviewerNotes: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: timestamp.nullable(),
  catalogSolutionId: z.uuid().nullable(),
  updatedAt: timestamp,
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/**
 * One row of the vendor's My Tools: a listing the vendor owns (shown once, with the vendor's
 * latest submission for it: the first one, or the latest revision), or a new tool's submission
 * that has no listing of the vendor's yet.
 */
export const vendorSubmissionSchema = z.object({
  /** The latest submission; null for a listing an admin assigned and the vendor never revised. */
  id: z.uuid().nullable(),
  /** The vendor's listing this row is; null for a submission not (yet) listed. */
  listingId: z.uuid().nullable(),
  /** The listing's name once listed, else the submission's. */
  name: z.string(),
  category: z.enum(CATEGORIES),
  /** The latest submission's status; null when there is none. */
  status: status.nullable(),
  reviewerNotes: z.string().nullable(),
  revisionOf: z.uuid().nullable(),
  /** The live tool page's slug while the listing is published; null otherwise. */
  liveSlug: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type VendorSubmission = z.infer<typeof vendorSubmissionSchema>;

export const vendorSubmissionListSchema = pageSchema(vendorSubmissionSchema);
export type VendorSubmissionList = z.infer<typeof vendorSubmissionListSchema>;

/**
 * Why an approved new listing has no vendor: its submitter has no account (an anonymous form),
 * is not a vendor, or has not confirmed their address. The rule that assigning a listing by hand
 * follows too (VENDOR_ASSIGN_REFUSALS).
 */
export const LISTING_OWNER_REFUSALS = ["noAccount", "notVendor", "unconfirmed"] as const;
export type ListingOwnerRefusal = (typeof LISTING_OWNER_REFUSALS)[number];

/**
 * What a decision answers: the submission as it is now, the live slug after an approval, and
 * when an approval published a new listing without a vendor (not verified either), why not;
 * null otherwise.
 */
export const reviewResultSchema = z.object({
  submission: submissionDetailSchema,
  liveSlug: z.string().nullable(),
  vendorNotAssigned: z.enum(LISTING_OWNER_REFUSALS).nullable(),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/** POST /api/vendor/listings/{id}/revisions: the submission form's fields, as a resubmission. */
export const revisionInputSchema = resubmissionInputSchema;
export type RevisionInput = z.input<typeof revisionInputSchema>;

/** A live listing's fields as the submission form holds them: what a revision edits. */
export const listingFieldsSchema = z.object({
  name: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  pricingModel: z.enum(PRICING_MODELS),
  websiteUrl: z.string(),
  features: z.array(z.string()),
  targetAudience: z.string().nullable(),
  caseStudies: z.string().nullable(),
  integrations: z.array(z.string()),
  translations: submissionTranslationsSchema,
  pricePlans: z.array(pricePlanSchema),
  freeTier: z.boolean(),
  freeTrialDays: z.number().int().nullable(),
  /** The declared facts as the form sends them (a listing's verification is not part of them). */
  regionalFacts: z.array(factInputSchema),
  /** Implementation time, support and languages (ADR 35). */
  ...vendorFactsShape,
});
export type ListingFields = z.infer<typeof listingFieldsSchema>;

/** GET /api/vendor/listings/{id}: the vendor's live listing, to fill the form for a revision. */
export const vendorListingSchema = listingFieldsSchema.extend({
  id: z.uuid(),
  slug: z.string(),
  published: z.boolean(),
  /** Who to answer, from the vendor's latest submission for it (else the account). */
  submitterName: z.string(),
  submitterEmail: z.string(),
  submitterCompany: z.string(),
  /** The revision in review or waiting for the vendor; a new one is refused while it is open. */
  openRevision: z.object({ id: z.uuid(), status }).nullable(),
});
export type VendorListing = z.infer<typeof vendorListingSchema>;

/** GET /api/admin/submissions/{id}: a revision also carries the live listing it would change. */
export const adminSubmissionDetailSchema = submissionDetailSchema.extend({
  live: listingFieldsSchema.extend({ slug: z.string() }).nullable(),
});
export type AdminSubmissionDetail = z.infer<typeof adminSubmissionDetailSchema>;
