import { z } from "zod";
import { ANALYTICS_EVENT_TYPES } from "./catalog.ts";

/** Limits of the admin's Advanced Analytics: the one definition. */
export const ADMIN_ANALYTICS_LIMITS = {
  /** Days shown when no period is chosen (ending today, UTC). */
  defaultDays: 30,
  /** Longest period one request may cover, in days (both ends included). */
  maxDays: 366,
  /** Period presets offered by the dashboard, in days. */
  presetDays: [7, 30, 90],
  /** Rows of each top list. */
  topSize: 10,
} as const;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole days from `from` to `to` (YYYY-MM-DD), both ends included. */
export function daysInPeriod(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The date `days` days after `date` (YYYY-MM-DD; negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** What is wrong with a period of two valid dates, on which field; null when it can be shown. */
export function periodProblem(
  from: string,
  to: string,
): { field: "from" | "to"; code: "starts_after_end" | "too_long" } | null {
  if (from > to) return { field: "from", code: "starts_after_end" };
  if (daysInPeriod(from, to) > ADMIN_ANALYTICS_LIMITS.maxDays)
    return { field: "to", code: "too_long" };
  return null;
}

export const PERIOD_PROBLEM_MESSAGES = {
  starts_after_end: "The start comes after the end.",
  too_long: `At most ${ADMIN_ANALYTICS_LIMITS.maxDays} days.`,
} as const;

const isoDate = z.string().refine(isIsoDate, "Use a real date written YYYY-MM-DD.");

/**
 * GET /api/admin/analytics query string: a period of UTC days, both ends included. Either end may
 * be left out: `to` defaults to today, `from` to {@link ADMIN_ANALYTICS_LIMITS.defaultDays} days
 * ending at `to` (the server checks the period again once it has filled them in).
 */
export const analyticsPeriodQuerySchema = z
  .strictObject({ from: isoDate.optional(), to: isoDate.optional() })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to || !isIsoDate(q.from) || !isIsoDate(q.to)) return;
    const problem = periodProblem(q.from, q.to);
    if (problem) {
      ctx.addIssue({
        code: "custom",
        path: [problem.field],
        message: PERIOD_PROBLEM_MESSAGES[problem.code],
      });
    }
  });
export type AnalyticsPeriodQuery = z.input<typeof analyticsPeriodQuerySchema>;

const count = z.number().int();

/** One UTC day and its events of each type (0 when there were none). */
export const analyticsDaySchema = z.object({
  date: z.string(),
  counts: z.record(z.enum(ANALYTICS_EVENT_TYPES), count),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const topToolSchema = z.object({
  solutionId: z.string(),
  name: z.string(),
  slug: z.string(),
  views: count,
});
export type TopTool = z.infer<typeof topToolSchema>;

export const topSearchSchema = z.object({
  /** Lower-cased and trimmed, so "CRM " and "crm" are one search. */
  query: z.string(),
  count,
});
export type TopSearch = z.infer<typeof topSearchSchema>;

/** A share in percent with one decimal, or null when the step before it had nothing. */
const percent = z.number().nullable();

/**
 * Tool views (tool_view events) -> saves (favourites saved in the period and still kept) ->
 * consultation requests (consultation requests received in the period).
 */
export const analyticsFunnelSchema = z.object({
  views: count,
  saves: count,
  consultations: count,
  viewToSave: percent,
  saveToConsultation: percent,
  viewToConsultation: percent,
});
export type AnalyticsFunnel = z.infer<typeof analyticsFunnelSchema>;

/** GET /api/admin/analytics: everything of one period, counted in SQL. */
export const adminAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(analyticsDaySchema),
  topTools: z.array(topToolSchema),
  topSearches: z.array(topSearchSchema),
  noResultSearches: z.array(topSearchSchema),
  funnel: analyticsFunnelSchema,
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** What an alert is about; the dashboard links each to the tab that resolves it. */
export const ADMIN_ALERT_KINDS = [
  "overdue_consultations",
  "overdue_submissions",
  "failing_emails",
  "reviews_flagged",
] as const;
export type AdminAlertKind = (typeof ADMIN_ALERT_KINDS)[number];

export const adminAlertSchema = z.object({
  kind: z.enum(ADMIN_ALERT_KINDS),
  count,
  /** ISO 8601: when the oldest of the counted rows started waiting (or was flagged). */
  oldest: z.string().nullable(),
});
export type AdminAlert = z.infer<typeof adminAlertSchema>;

/** GET /api/admin/alerts: only the alerts whose count is above 0. */
export const adminAlertsSchema = z.object({ alerts: z.array(adminAlertSchema) });
export type AdminAlerts = z.infer<typeof adminAlertsSchema>;
