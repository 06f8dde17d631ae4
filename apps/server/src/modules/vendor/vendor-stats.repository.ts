import { VENDOR_STATS_RECENT_DAYS, type VendorStats } from "@app/shared/vendor";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { analyticsEvents, solutionsCatalog, userFavorites } from "../../db/schema/catalog.ts";

const c = solutionsCatalog;

/** Rows in total and rows since the start of the recent period, in one pass. */
function periodCounts(createdAt: PgColumn) {
  return {
    allTime: sql<number>`count(*)`.mapWith(Number),
    last30Days:
      sql<number>`count(*) filter (where ${createdAt} >= now() - make_interval(days => ${VENDOR_STATS_RECENT_DAYS}))`.mapWith(
        Number,
      ),
  };
}

/**
 * The dashboard figures of the listings a vendor owns, each counted in SQL: published listings,
 * tool views and saves (recent and all time), and the mean of every rating, weighted by each
 * listing's count from the catalogue's trigger-kept aggregates (so it agrees with the tool pages).
 */
export async function vendorStats(db: Db, vendorId: string): Promise<VendorStats> {
  const mine = db.select({ id: c.id }).from(c).where(eq(c.vendorUserId, vendorId));
  const ofMine = (solutionId: PgColumn, ...more: SQL[]) => and(inArray(solutionId, mine), ...more);
  const [[listings], [views], [saves]] = await Promise.all([
    db
      .select({
        toolsListed: sql<number>`count(*) filter (where ${c.status} = 'published')`.mapWith(Number),
        ratingsCount: sql<number>`coalesce(sum(${c.reviewsCount}), 0)`.mapWith(Number),
        averageRating: sql<
          number | null
        >`sum(${c.rating} * ${c.reviewsCount}) / nullif(sum(${c.reviewsCount}), 0)`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
      })
      .from(c)
      .where(eq(c.vendorUserId, vendorId)),
    db
      .select(periodCounts(analyticsEvents.createdAt))
      .from(analyticsEvents)
      .where(
        ofMine(analyticsEvents.solutionId, eq(analyticsEvents.eventType, "tool_view" as const)),
      ),
    db
      .select(periodCounts(userFavorites.createdAt))
      .from(userFavorites)
      .where(ofMine(userFavorites.solutionId)),
  ]);
  return {
    toolsListed: listings?.toolsListed ?? 0,
    views: { allTime: views?.allTime ?? 0, last30Days: views?.last30Days ?? 0 },
    saves: { allTime: saves?.allTime ?? 0, last30Days: saves?.last30Days ?? 0 },
    averageRating: listings?.averageRating ?? null,
    ratingsCount: listings?.ratingsCount ?? 0,
  };
}
