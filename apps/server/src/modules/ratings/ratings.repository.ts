import type { ReviewSort } from "@app/shared/catalog";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { solutionsCatalog, toolRatings } from "../../db/schema/catalog.ts";
import { REVIEW_ORDER, reviewColumns, toReview } from "./review-columns.ts";

/** The tool's reviews an admin has not hidden: the list shows and counts only these. */
const visibleOf = (toolId: string) =>
  and(eq(toolRatings.solutionId, toolId), isNull(toolRatings.hiddenAt));

export async function listReviews(
  db: Db,
  toolId: string,
  query: { sort: ReviewSort; page: number; pageSize: number },
) {
  const { sort, page, pageSize } = query;
  const [rows, [counted]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(toolRatings)
      .innerJoin(user, eq(user.id, toolRatings.userId))
      .where(visibleOf(toolId))
      .orderBy(...REVIEW_ORDER[sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(toolRatings).where(visibleOf(toolId)),
  ]);
  return { items: rows.map(toReview), total: counted?.total ?? 0, page, pageSize };
}

export async function findMyRating(db: Db, userId: string, toolId: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(toolRatings)
    .innerJoin(user, eq(user.id, toolRatings.userId))
    .where(and(eq(toolRatings.userId, userId), eq(toolRatings.solutionId, toolId)))
    .limit(1);
  return row ? toReview(row) : null;
}

/**
 * One rating per user and tool: the unique constraint makes two simultaneous submits one row.
 * The tool's average and count are refreshed by the trigger inside this same transaction.
 */
export async function saveRating(
  db: Db,
  userId: string,
  toolId: string,
  input: { rating: number; review: string | null },
) {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(toolRatings)
      .values({ userId, solutionId: toolId, rating: input.rating, review: input.review })
      .onConflictDoUpdate({
        target: [toolRatings.userId, toolRatings.solutionId],
        set: { rating: input.rating, review: input.review, updatedAt: sql`now()` },
      })
      .returning({ id: toolRatings.id, created: sql<boolean>`(xmax = 0)` });
    const [tool] = await tx
      .select({ rating: solutionsCatalog.rating, reviewsCount: solutionsCatalog.reviewsCount })
      .from(solutionsCatalog)
      .where(eq(solutionsCatalog.id, toolId));
    const [review] = await tx
      .select(reviewColumns)
      .from(toolRatings)
      .innerJoin(user, eq(user.id, toolRatings.userId))
      .where(eq(toolRatings.id, saved?.id ?? ""));
    if (!saved || !tool || !review) throw new Error("rating was not saved");
    return {
      rating: toReview(review),
      created: saved.created,
      tool: { rating: Math.round(Number(tool.rating) * 10) / 10, reviewsCount: tool.reviewsCount },
    };
  });
}

export async function deleteMyRating(db: Db, userId: string, toolId: string): Promise<void> {
  await db
    .delete(toolRatings)
    .where(and(eq(toolRatings.userId, userId), eq(toolRatings.solutionId, toolId)));
}
