import { z } from "zod";
import { pageSchema } from "./paging.ts";

/** Reports of a listing or a review (issue 14): the one definition of their vocabularies. */
export const REPORT_SUBJECTS = ["listing", "review"] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

export const LISTING_REPORT_REASONS = ["broken_link", "outdated", "misleading", "other"] as const;
export const REVIEW_REPORT_REASONS = [
  "spam",
  "offensive",
  "conflict_of_interest",
  "other",
] as const;
/** Every reason, as the database's check constraint lists them. */
export const REPORT_REASONS = [
  "broken_link",
  "outdated",
  "misleading",
  "spam",
  "offensive",
  "conflict_of_interest",
  "other",
] as const satisfies readonly (
  | (typeof LISTING_REPORT_REASONS)[number]
  | (typeof REVIEW_REPORT_REASONS)[number]
)[];
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** What an admin may decide: the report is closed either way. */
export const REPORT_OUTCOMES = ["resolved", "dismissed"] as const;

export const REPORT_LIMITS = {
  detailsMax: 1000,
  noteMax: 1000,
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

const details = z
  .string()
  .trim()
  .max(REPORT_LIMITS.detailsMax)
  .nullish()
  .transform((value) => value || null);

/** "Other" says what is wrong in words; the named reasons may add words. */
const withDetailsForOther = <T extends { reason: string; details: string | null }>(
  input: T,
  context: z.RefinementCtx,
) => {
  if (input.reason === "other" && !input.details) {
    context.addIssue({
      code: "custom",
      path: ["details"],
      message: "Say what is wrong when the reason is Other.",
    });
  }
};

/** POST /api/tools/{id}/report body. */
export const listingReportInputSchema = z
  .strictObject({ reason: z.enum(LISTING_REPORT_REASONS), details })
  .superRefine(withDetailsForOther);
export type ListingReportInput = z.input<typeof listingReportInputSchema>;

/** POST /api/reviews/{id}/report body. */
export const reviewReportInputSchema = z
  .strictObject({ reason: z.enum(REVIEW_REPORT_REASONS), details })
  .superRefine(withDetailsForOther);
export type ReviewReportInput = z.input<typeof reviewReportInputSchema>;

/** POST /api/admin/reports/{id}/decision body. */
export const reportDecisionInputSchema = z.strictObject({
  outcome: z.enum(REPORT_OUTCOMES),
  note: z
    .string()
    .trim()
    .max(REPORT_LIMITS.noteMax)
    .nullish()
    .transform((value) => value || null),
});
export type ReportDecisionInput = z.input<typeof reportDecisionInputSchema>;

/** What a report is about, as the reporter and the admin see it. */
const reportTargetSchema = z.object({
  /** The tool: the listing reported, or the one the review is of (null once deleted). */
  tool: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).nullable(),
  /** The review reported: its words (cut) and author; null for a listing. */
  review: z
    .object({ id: z.uuid(), excerpt: z.string().nullable(), reviewerName: z.string() })
    .nullable(),
});

/** One of the signed-in user's own reports (GET /api/me/reports). */
export const myReportSchema = reportTargetSchema.extend({
  id: z.uuid(),
  subject: z.enum(REPORT_SUBJECTS),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  /** The admin's words to the reporter when the report was closed. */
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportListSchema = pageSchema(myReportSchema);

/** One report in the admin's queue: the reporter and who closed it too. */
export const adminReportSchema = myReportSchema.extend({
  reporter: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportListSchema = pageSchema(adminReportSchema).extend({
  /** Open reports, whatever the filter: the tab's badge. */
  openCount: z.number().int(),
});
export type AdminReportList = z.infer<typeof adminReportListSchema>;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce
  .number()
  .int()
  .min(1)
  .max(REPORT_LIMITS.pageSizeMax)
  .default(REPORT_LIMITS.pageSizeDefault);

/** GET /api/admin/reports query: open ones first by default, oldest first (a queue). */
export const adminReportListQuerySchema = z.strictObject({
  status: z.enum(REPORT_STATUSES).default("open"),
  subject: z.enum(REPORT_SUBJECTS).optional(),
  page,
  pageSize,
});

/** GET /api/me/reports query: newest first. */
export const myReportListQuerySchema = z.strictObject({ page, pageSize });
