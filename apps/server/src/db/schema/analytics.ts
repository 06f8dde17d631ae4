import { boolean, date, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";

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
  ],
);
