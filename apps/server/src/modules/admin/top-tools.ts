import { ADMIN_ANALYTICS_LIMITS, addDays, type TopTool } from "@app/shared/admin-analytics";
import { and, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { type Db, rowsOf } from "../../db/client.ts";
import { analyticsDaily } from "../../db/schema/analytics.ts";
import { solutionsCatalog } from "../../db/schema/catalog.ts";
import type { Period } from "./admin-analytics.repository.ts";

const d = analyticsDaily;
type Ranked = [id: string, views: number][];
/** Views per tool, and the same pairs most views first. */
interface Sums {
  views: Map<string, number>;
  ranked: Ranked;
}

/** How long the views of past days are reused; events of a past day only change by a backfill. */
const CLOSED_DAYS_TTL_MS = 10 * 60_000;
/** Periods kept at once (each a map of tool -> views: a few MB at 100,000 tools). */
const CLOSED_DAYS_PERIODS = 8;
const NONE: Sums = { views: new Map(), ranked: [] };

/** Views per tool over whole UTC days from `from` to `to`, counted in SQL from the daily totals. */
async function viewsPerTool(db: Db, from: string, to: string): Promise<Sums> {
  const rows = await db
    .select({ id: d.solutionId, views: sql<number>`sum(${d.count})`.mapWith(Number) })
    .from(d)
    .where(
      and(eq(d.eventType, "tool_view"), gte(d.day, from), lte(d.day, to), isNotNull(d.solutionId)),
    )
    .groupBy(d.solutionId);
  const ranked: Ranked = rows.map((row) => [row.id as string, row.views]);
  ranked.sort((a, b) => b[1] - a[1]);
  return { views: new Map(ranked), ranked };
}

/** Two lists, each most views first, as one (the first's ids found in `skip` left out). */
function* merged(first: Ranked, skip: Map<string, number>, second: Ranked) {
  let i = 0;
  let j = 0;
  while (i < first.length || j < second.length) {
    const a = first[i];
    if (a && skip.has(a[0])) {
      i++;
      continue;
    }
    const b = second[j];
    if (a && (!b || a[1] >= b[1])) {
      yield a;
      i++;
    } else if (b) {
      yield b;
      j++;
    }
  }
}

/**
 * The most viewed tools of a period, exact and current. Adding up the (tool, day) rows of a
 * period reads one row per tool and day, so the sums over the period's past days are made once
 * and kept for a few minutes per period, ranked; each request adds today's rows (one day's worth)
 * and walks the ranking only as far as the tenth tool and its ties. Ties are broken by name, and
 * a tool that no longer exists is left out.
 */
export function createTopTools(db: Db) {
  const closedDays = new LRUCache<string, Sums>({
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
    const [closed = NONE, open] = await Promise.all([
      period.from <= lastClosed ? closedDays.fetch(`${period.from}|${lastClosed}`) : NONE,
      period.to >= today
        ? viewsPerTool(db, period.from > today ? period.from : today, period.to)
        : NONE,
    ]);
    // Tools viewed today, with their past days added, most views first.
    const fresh: Ranked = open.ranked.map(([id, n]) => [id, n + (closed.views.get(id) ?? 0)]);
    fresh.sort((a, b) => b[1] - a[1]);

    const size = ADMIN_ANALYTICS_LIMITS.topSize;
    // The leaders, and every tool tied with the last of them; should some no longer exist (their
    // views were counted before they went), look further down.
    for (let wanted = size; ; wanted *= 4) {
      const leaders: Ranked = [];
      let more = false;
      for (const entry of merged(closed.ranked, open.views, fresh)) {
        const last = leaders[wanted - 1];
        if (last && entry[1] < last[1]) {
          more = true;
          break;
        }
        leaders.push(entry);
      }
      const top = await named(db, leaders, size);
      if (top.length === size || !more) return top;
    }
  };
}

/** The `size` tools of `leaders` that still exist, most views first, ties by name (SQL's order). */
async function named(db: Db, leaders: Ranked, size: number): Promise<TopTool[]> {
  if (leaders.length === 0) return [];
  const s = solutionsCatalog;
  const ids = sql.param(leaders.map(([id]) => id));
  const views = sql.param(leaders.map(([, n]) => n));
  const result = await db.execute(sql`
    select ${s.id} as id, ${s.name} as name, ${s.slug} as slug, v.views as views
    from unnest(${ids}::uuid[], ${views}::bigint[]) as v(id, views) join ${s} on ${s.id} = v.id
    order by v.views desc, ${s.name} asc
    limit ${size}`);
  return rowsOf<{ id: string; name: string; slug: string; views: string | number }>(result).map(
    (row) => ({
      solutionId: row.id,
      name: row.name,
      slug: row.slug,
      views: Number(row.views),
    }),
  );
}
