import { z } from "zod";
import { CATEGORIES, PRICING_MODELS } from "./catalog.ts";
import { SUBMISSION_STATUSES, toolSubmissionInputSchema } from "./leads.ts";

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

export const submissionListSchema = z.object({
  items: z.array(submissionSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SubmissionList = z.infer<typeof submissionListSchema>;

/** Everything the vendor sent, and where the review stands. */
export const submissionDetailSchema = submissionSummarySchema.extend({
  description: z.string(),
  websiteUrl: z.string(),
  features: z.array(z.string()),
  targetAudience: z.string().nullable(),
  caseStudies: z.string().nullable(),
  integrations: z.array(z.string()),
  language: z.string(),
  submitterUserId: z.string().nullable(),
  reviewerNotes: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: timestamp.nullable(),
  catalogSolutionId: z.uuid().nullable(),
  updatedAt: timestamp,
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/** One of the vendor's own submissions, as the vendor dashboard lists it. */
export const vendorSubmissionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  status,
  reviewerNotes: z.string().nullable(),
  revisionOf: z.uuid().nullable(),
  /** The live tool page's slug once approved and listed; null otherwise. */
  liveSlug: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type VendorSubmission = z.infer<typeof vendorSubmissionSchema>;

export const vendorSubmissionListSchema = z.object({
  items: z.array(vendorSubmissionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type VendorSubmissionList = z.infer<typeof vendorSubmissionListSchema>;

/** What a decision answers: the submission as it is now, and the live slug after an approval. */
export const reviewResultSchema = z.object({
  submission: submissionDetailSchema,
  liveSlug: z.string().nullable(),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;
