import { z } from "zod";
import { SUBMISSION_STATUSES } from "./leads.ts";

/** Limits of the vendor dashboard's Analytics and Recent Activity tabs: the one definition. */
export const VENDOR_ANALYTICS_LIMITS = {
  /** Days in the chart unless the query asks otherwise (SPEC: the last 30 days). */
  daysDefault: 30,
  daysMin: 7,
  daysMax: 90,
  /** Activity items per page. */
  activityPageSize: 20,
  /** Characters of a review's text shown in the activity feed. */
  reviewExcerpt: 160,
} as const;

/** The per-day figures the Analytics tab charts, in the order it lists them. */
export const VENDOR_METRICS = ["views", "saves", "demoClicks", "websiteClicks", "ratings"] as const;
export type VendorMetric = (typeof VENDOR_METRICS)[number];

/** GET /api/vendor/analytics query: one listing (default: every listing) over the last `days`. */
export const vendorAnalyticsQuerySchema = z.strictObject({
  tool: z.uuid().optional(),
  days: z.coerce
    .number()
    .int()
    .min(VENDOR_ANALYTICS_LIMITS.daysMin)
    .max(VENDOR_ANALYTICS_LIMITS.daysMax)
    .default(VENDOR_ANALYTICS_LIMITS.daysDefault),
});
export type VendorAnalyticsQuery = z.input<typeof vendorAnalyticsQuerySchema>;

/** One count per day of `days`, for each metric. */
const counts = z.array(z.number().int());
const dailySeriesSchema = z.object({
  /** tool_view events. */
  views: counts,
  /** Favourites, by when they were saved. */
  saves: counts,
  demoClicks: counts,
  websiteClicks: counts,
  /** Ratings given (hidden ones not counted, as on the tool page). */
  ratings: counts,
}) satisfies z.ZodType<Record<VendorMetric, number[]>>;
export type VendorDailySeries = z.infer<typeof dailySeriesSchema>;

export const vendorAnalyticsSchema = z.object({
  /** UTC calendar days, "YYYY-MM-DD", oldest first; today is the last. */
  days: z.array(z.string()),
  /** Every listing the vendor owns (for the tool selector), by name. */
  tools: z.array(z.object({ id: z.string(), name: z.string(), status: z.string() })),
  /** The listings counted: the one asked for, or all of them. */
  perTool: z.array(z.object({ id: z.string(), name: z.string(), series: dailySeriesSchema })),
  /** The sum of `perTool`, day by day. */
  total: dailySeriesSchema,
});
export type VendorAnalytics = z.infer<typeof vendorAnalyticsSchema>;

/** GET /api/vendor/activity query: the page after `cursor` (from the previous page's nextCursor). */
export const vendorActivityQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z~[0-9a-f-]{36}$/, "Not a cursor from this list.")
    .optional(),
});
export type VendorActivityQuery = z.input<typeof vendorActivityQuerySchema>;

const toolRef = z.object({ id: z.string(), name: z.string() });

export const vendorActivityItemSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("review"),
    id: z.string(),
    /** ISO 8601 date and time. */
    at: z.string(),
    tool: toolRef,
    rating: z.number().int(),
    reviewerName: z.string(),
    /** The first characters of the review's text; null for a rating without text. */
    excerpt: z.string().nullable(),
  }),
  /** A user saved a listing; who is not shown (their favourites are private). */
  z.object({ kind: z.literal("save"), id: z.string(), at: z.string(), tool: toolRef }),
  /** A submission's status changed: a review decision, or the vendor sending it (back) for review. */
  z.object({
    kind: z.literal("status"),
    id: z.string(),
    at: z.string(),
    submission: z.object({ id: z.string(), name: z.string() }),
    status: z.enum(SUBMISSION_STATUSES),
  }),
]);
export type VendorActivityItem = z.infer<typeof vendorActivityItemSchema>;

export const vendorActivitySchema = z.object({
  items: z.array(vendorActivityItemSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type VendorActivity = z.infer<typeof vendorActivitySchema>;
