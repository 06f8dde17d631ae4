import { ADMIN_ANALYTICS_LIMITS, addDays, type TopTool } from "@app/shared/admin-analytics";
import { and, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client.ts";
import { analyticsDaily } from "../../db/schema/analytics.ts";
import { solutionsCatalog } from "../../db/schema/catalog.ts";
import type { Period } from "./admin-analytics.repository.ts";

const d = analyticsDaily;
type Views = Map<string, number>;

/** How long the views of past days are reused; events of a past day only change by a backfill. */
const CLOSED_DAYS_TTL_MS = 10 * 60_000;
/** Periods kept at once (each a map of tool -> views: a few MB at 100,000 tools). */
const CLOSED_DAYS_PERIODS = 8;

/** Views per tool over whole UTC days from `from` to `to`, counted in SQL from the daily totals. */
async function viewsPerTool(db: Db, from: string, to: string): Promise<Views> {
  const rows = await db
    .select({ id: d.solutionId, views: sql<number>`sum(${d.count})`.mapWith(Number) })
    .from(d)
    .where(
      and(eq(d.eventType, "tool_view"), gte(d.day, from), lte(d.day, to), isNotNull(d.solutionId)),
    )
    .groupBy(d.solutionId);
  return new Map(rows.map((row) => [row.id as string, row.views]));
}

/** The `n`-th largest value (1-based), or 0 when there are fewer. */
function nthLargest(values: Iterable<number>, n: number): number {
  const top: number[] = [];
  for (const value of values) {
    if (top.length < n) {
      top.push(value);
      top.sort((a, b) => b - a);
    } else if (value > (top[n - 1] as number)) {
      top[n - 1] = value;
      top.sort((a, b) => b - a);
    }
  }
  return top.length < n ? 0 : (top[n - 1] as number);
}

/**
 * The most viewed tools of a period, exact and current. Adding up the (tool, day) rows of a
 * period reads one row per tool and day (98,000 rows for 30 days at 1,000,000 events over
 * 100,000 tools), so the days before today are added up once and kept for a few minutes per
 * period; each request adds today's rows (a day's worth) to them, and reads the names of the
 * leaders only. Ties are broken by name, and a tool that no longer exists is left out.
 */
export function createTopTools(db: Db) {
  const closedDays = new LRUCache<string, Views>({
    max: CLOSED_DAYS_PERIODS,
    ttl: CLOSED_DAYS_TTL_MS,
    // Concurrent requests for one period share one query.
    fetchMethod: (key) => {
      const [from, to] = key.split("|") as [string, string];
      return viewsPerTool(db, from, to);
    },
  });

  return async function topTools(period: Period, today: string): Promise<TopTool[]> {
    const lastClosed = period.to < today ? period.to : addDays(today, -1);
    const [closed, open] = await Promise.all([
      period.from <= lastClosed
        ? closedDays.fetch(`${period.from}|${lastClosed}`)
        : Promise.resolve(new Map() as Views),
      period.to >= today
        ? viewsPerTool(db, period.from > today ? period.from : today, period.to)
        : Promise.resolve(new Map() as Views),
    ]);
    const views = (id: string) => (closed?.get(id) ?? 0) + (open.get(id) ?? 0);
    const ids = new Set([...(closed?.keys() ?? []), ...open.keys()]);

    const size = ADMIN_ANALYTICS_LIMITS.topSize;
    // The leaders, and every tool tied with the last of them; should some no longer exist (their
    // views were counted before they went), look further down.
    for (let wanted = size; ; wanted *= 4) {
      const cutoff = Math.max(
        1,
        nthLargest(
          (function* () {
            for (const id of ids) yield views(id);
          })(),
          wanted,
        ),
      );
      const leaders = [...ids].filter((id) => views(id) >= cutoff);
      const top = await named(db, leaders, views, size);
      if (top.length === size || leaders.length === ids.size) return top;
    }
  };
}

/** The `size` tools of `ids` with the most views that still exist, ties by name, in SQL's order. */
async function named(
  db: Db,
  ids: string[],
  views: (id: string) => number,
  size: number,
): Promise<TopTool[]> {
  if (ids.length === 0) return [];
  const s = solutionsCatalog;
  const counted = sql`unnest(${sql.param(ids)}::uuid[], ${sql.param(ids.map(views))}::bigint[]) as v(id, views)`;
  const rows = await db.execute<{ id: string; name: string; slug: string; views: string }>(sql`
    select ${s.id} as id, ${s.name} as name, ${s.slug} as slug, v.views as views
    from ${counted} join ${s} on ${s.id} = v.id
    order by v.views desc, ${s.name} asc
    limit ${size}`);
  return (
    rows as unknown as { rows: { id: string; name: string; slug: string; views: string }[] }
  ).rows.map((row) => ({
    solutionId: row.id,
    name: row.name,
    slug: row.slug,
    views: Number(row.views),
  }));
}
