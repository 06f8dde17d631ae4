import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * analytics_events added up per UTC day, kept by statement triggers on that table (migration
 * 0024+): one row per event type, day, tool (tool events) and normalised search query with
 * whether it found nothing (search events). The admin's Advanced Analytics reads these few
 * thousand rows instead of the million events. No reference to the tool: a deleted tool's
 * counts stay in the daily totals.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    eventType: text("event_type").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    solutionId: uuid("solution_id"),
    /** Search events: lower(btrim(query)); '' for every other event. */
    query: text("query").notNull().default(""),
    /** Search events whose results_count was 0. */
    noResult: boolean("no_result").notNull().default(false),
    count: integer("count").notNull(),
  },
  (t) => [
    unique("analytics_daily_key")
      .on(t.eventType, t.day, t.solutionId, t.query, t.noResult)
      .nullsNotDistinct(),
    // Top tools of a period: an index-only scan of the tool rows of those days.
    index("analytics_daily_tool_idx")
      .on(t.eventType, t.day, t.solutionId, t.count)
      .where(sql`${t.solutionId} is not null`),
  ],
);

/**
 * Events per UTC day and type, whatever the tool or query: what the per-day chart and the funnel
 * read (a row per day and type, where analytics_daily has one per tool and query). Kept by the
 * same triggers (migration 0029).
 */
export const analyticsDayTotals = pgTable(
  "analytics_day_totals",
  {
    eventType: text("event_type").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventType, t.day] })],
);
