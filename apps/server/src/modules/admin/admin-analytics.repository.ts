import {
  ADMIN_ANALYTICS_LIMITS,
  type AdminAnalytics,
  type AnalyticsDay,
  type AnalyticsFunnel,
  type TopSearch,
  type TopTool,
} from "@app/shared/admin-analytics";
import { ANALYTICS_EVENT_TYPES, type AnalyticsEventType } from "@app/shared/catalog";
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { analyticsDaily, analyticsDayTotals } from "../../db/schema/analytics.ts";
import { userFavorites } from "../../db/schema/catalog.ts";
import { consultations } from "../../db/schema/leads.ts";

const DAY_MS = 86_400_000;
const d = analyticsDaily;
const dt = analyticsDayTotals;
const total = sql<number>`coalesce(sum(${d.count}), 0)`.mapWith(Number);

/** A period of whole UTC days, both ends included (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}

/** Every date of the period in order, YYYY-MM-DD. */
function datesOf(period: Period): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${period.to}T00:00:00Z`);
  for (let t = Date.parse(`${period.from}T00:00:00Z`); t <= end; t += DAY_MS) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

/** Daily rows of the given types inside the period: a range of analytics_daily's key. */
function daysOf(period: Period, types: readonly string[], ...more: SQL[]) {
  return and(
    types.length === 1 ? eq(d.eventType, types[0] as string) : inArray(d.eventType, [...types]),
    gte(d.day, period.from),
    lte(d.day, period.to),
    ...more,
  );
}

/** Per UTC day and event type, zero-filled so every day of the period has every type. */
async function eventsPerDay(db: Db, period: Period): Promise<AnalyticsDay[]> {
  const rows = await db
    .select({ day: dt.day, type: dt.eventType, n: dt.count })
    .from(dt)
    .where(
      and(
        inArray(dt.eventType, [...ANALYTICS_EVENT_TYPES]),
        gte(dt.day, period.from),
        lte(dt.day, period.to),
      ),
    );
  const zero = () =>
    Object.fromEntries(ANALYTICS_EVENT_TYPES.map((type) => [type, 0])) as AnalyticsDay["counts"];
  const byDate = new Map(datesOf(period).map((date) => [date, zero()]));
  for (const row of rows) {
    const counts = byDate.get(row.day);
    if (counts) counts[row.type as AnalyticsEventType] = row.n;
  }
  return [...byDate].map(([date, counts]) => ({ date, counts }));
}

/**
 * The most frequent searches (queries lower-cased and trimmed by the trigger; empty ones left
 * out); `noResult` keeps those that found nothing.
 */
function topSearches(db: Db, period: Period, noResult: boolean): Promise<TopSearch[]> {
  const conditions = [ne(d.query, "")];
  if (noResult) conditions.push(eq(d.noResult, true));
  return db
    .select({ query: d.query, count: total })
    .from(d)
    .where(daysOf(period, ["search"], ...conditions))
    .groupBy(d.query)
    .orderBy(desc(total), asc(d.query))
    .limit(ADMIN_ANALYTICS_LIMITS.topSize);
}

/** `part` of `whole` in percent with one decimal; null when `whole` is 0. */
export function share(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/**
 * Views (tool_view events, from the daily totals) -> saves (favourites saved in the period and
 * still kept: the same source as the vendor's dashboard) -> consultation requests received in
 * the period (the consultations table, which the admin's stat card counts too).
 */
async function funnel(db: Db, period: Period): Promise<AnalyticsFunnel> {
  const start = new Date(`${period.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS);
  const count = sql<number>`count(*)`.mapWith(Number);
  const [[views], [saves], [leads]] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(${dt.count}), 0)`.mapWith(Number) })
      .from(dt)
      .where(and(eq(dt.eventType, "tool_view"), gte(dt.day, period.from), lte(dt.day, period.to))),
    db
      .select({ n: count })
      .from(userFavorites)
      .where(and(gte(userFavorites.createdAt, start), lt(userFavorites.createdAt, end))),
    db
      .select({ n: count })
      .from(consultations)
      .where(and(gte(consultations.createdAt, start), lt(consultations.createdAt, end))),
  ]);
  const v = views?.n ?? 0;
  const s = saves?.n ?? 0;
  const c = leads?.n ?? 0;
  return {
    views: v,
    saves: s,
    consultations: c,
    viewToSave: share(s, v),
    saveToConsultation: share(c, s),
    viewToConsultation: share(c, v),
  };
}

/**
 * Everything the Advanced Analytics tab shows for one period, each figure counted in SQL; the
 * most viewed tools come from `topTools` (top-tools.ts), which keeps the past days' sums.
 */
export async function adminAnalytics(
  db: Db,
  period: Period,
  topTools: (period: Period) => Promise<TopTool[]>,
): Promise<AdminAnalytics> {
  const [days, tools, searches, noResultSearches, steps] = await Promise.all([
    eventsPerDay(db, period),
    topTools(period),
    topSearches(db, period, false),
    topSearches(db, period, true),
    funnel(db, period),
  ]);
  return {
    ...period,
    days,
    topTools: tools,
    topSearches: searches,
    noResultSearches,
    funnel: steps,
  };
}
