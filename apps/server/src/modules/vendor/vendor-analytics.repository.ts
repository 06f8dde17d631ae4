import {
  VENDOR_METRICS,
  type VendorAnalytics,
  type VendorDailySeries,
  type VendorMetric,
} from "@app/shared/vendor-analytics";
import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type Db, rowsOf } from "../../db/client.ts";
import {
  analyticsEvents,
  solutionsCatalog,
  toolRatings,
  userFavorites,
} from "../../db/schema/catalog.ts";
import { AppError } from "../../http/app-error.ts";

const c = solutionsCatalog;
const e = analyticsEvents;

/** The events the chart counts, and the metric each one feeds. */
const EVENT_METRIC = {
  tool_view: "views",
  demo_click: "demoClicks",
  website_click: "websiteClicks",
} as const satisfies Record<string, VendorMetric>;
const EVENT_TYPES = Object.keys(EVENT_METRIC) as (keyof typeof EVENT_METRIC)[];

/** A timestamp's UTC calendar day as "YYYY-MM-DD" (no parameters: the same text in GROUP BY). */
const utcDay = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The last `count` UTC days, oldest first, today last, by the database's clock. */
async function lastDays(db: Db, count: number): Promise<string[]> {
  const rows = rowsOf<{ day: string }>(
    await db.execute(sql`
      select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(
        (now() at time zone 'UTC')::date - ${count - 1}::int,
        (now() at time zone 'UTC')::date,
        interval '1 day'
      ) as d
      order by d`),
  );
  return rows.map((row) => row.day);
}

const zeros = (length: number): VendorDailySeries =>
  Object.fromEntries(VENDOR_METRICS.map((m) => [m, new Array<number>(length).fill(0)])) as Record<
    VendorMetric,
    number[]
  >;

interface DayCount {
  solutionId: string | null;
  day: string;
  metric: VendorMetric;
  n: number;
}

/**
 * Views, saves, demo and website clicks and new ratings per UTC day of the vendor's listings
 * (one, or all of them) over the last `days` days, every day present (zero when nothing
 * happened), per listing and in total. Counted in SQL on the (solution, time) indexes.
 * A listing the vendor does not own is "not found", as if it did not exist.
 */
export async function vendorAnalytics(
  db: Db,
  vendorId: string,
  query: { tool?: string | undefined; days: number },
): Promise<VendorAnalytics> {
  const [tools, days] = await Promise.all([
    db
      .select({ id: c.id, name: c.name, status: c.status })
      .from(c)
      .where(eq(c.vendorUserId, vendorId))
      .orderBy(asc(c.name), asc(c.id)),
    lastDays(db, query.days),
  ]);
  const counted = query.tool ? tools.filter((tool) => tool.id === query.tool) : tools;
  if (query.tool && counted.length === 0) throw new AppError("NOT_FOUND", "Tool not found.");

  const ids = counted.map((tool) => tool.id);
  const from = sql`${days[0]}::date::timestamp at time zone 'UTC'`;
  const byDay = { day: utcDay(e.createdAt), n: sql<number>`count(*)`.mapWith(Number) };
  const [events, saves, ratings] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .select({ solutionId: e.solutionId, type: e.eventType, ...byDay })
            .from(e)
            .where(
              and(
                inArray(e.solutionId, ids),
                inArray(e.eventType, EVENT_TYPES),
                gte(e.createdAt, from),
              ),
            )
            .groupBy(e.solutionId, e.eventType, byDay.day),
          db
            .select({
              solutionId: userFavorites.solutionId,
              day: utcDay(userFavorites.createdAt),
              n: byDay.n,
            })
            .from(userFavorites)
            .where(and(inArray(userFavorites.solutionId, ids), gte(userFavorites.createdAt, from)))
            .groupBy(userFavorites.solutionId, utcDay(userFavorites.createdAt)),
          db
            .select({
              solutionId: toolRatings.solutionId,
              day: utcDay(toolRatings.createdAt),
              n: byDay.n,
            })
            .from(toolRatings)
            .where(
              and(
                inArray(toolRatings.solutionId, ids),
                gte(toolRatings.createdAt, from),
                isNull(toolRatings.hiddenAt),
              ),
            )
            .groupBy(toolRatings.solutionId, utcDay(toolRatings.createdAt)),
        ]);
  const counts: DayCount[] = [
    ...events.map((row) => ({
      ...row,
      metric: EVENT_METRIC[row.type as keyof typeof EVENT_METRIC],
    })),
    ...saves.map((row) => ({ ...row, metric: "saves" as const })),
    ...ratings.map((row) => ({ ...row, metric: "ratings" as const })),
  ];

  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const series = new Map(ids.map((id) => [id, zeros(days.length)]));
  const total = zeros(days.length);
  for (const row of counts) {
    const index = dayIndex.get(row.day);
    const tool = row.solutionId ? series.get(row.solutionId) : undefined;
    if (index === undefined || !tool) continue;
    tool[row.metric][index] = (tool[row.metric][index] ?? 0) + row.n;
    total[row.metric][index] = (total[row.metric][index] ?? 0) + row.n;
  }
  return {
    days,
    tools,
    perTool: counted.map((tool) => ({
      id: tool.id,
      name: tool.name,
      series: series.get(tool.id) ?? zeros(days.length),
    })),
    total,
  };
}
