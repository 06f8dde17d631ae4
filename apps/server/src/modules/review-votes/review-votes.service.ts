import type { Profile } from "@app/shared/auth-schemas";
import type { ReviewVoteResult } from "@app/shared/review-votes";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { reviewVotes, solutionsCatalog, toolRatings } from "../../db/schema/catalog.ts";
import { AppError } from "../../http/app-error.ts";

const r = toolRatings;
const v = reviewVotes;

/**
 * Sets (true: Yes, false: No) or removes (null) the voter's answer to "Was this review helpful?"
 * in one transaction. The review's row is locked first (NO KEY UPDATE: the vote's foreign-key
 * check only takes KEY SHARE, so this cannot deadlock with it) and read under the lock: a hide
 * that commits first turns the vote into a 404, and votes on one review take turns. The counts on
 * the review follow by trigger (migration 0035); the same answer twice writes nothing.
 */
export async function setReviewVote(
  db: Db,
  voter: Profile,
  reviewId: string,
  helpful: boolean | null,
): Promise<ReviewVoteResult> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: r.userId, hiddenAt: r.hiddenAt, toolStatus: solutionsCatalog.status })
      .from(r)
      .innerJoin(solutionsCatalog, eq(solutionsCatalog.id, r.solutionId))
      .where(eq(r.id, reviewId))
      .for("no key update", { of: r });
    if (!review || review.hiddenAt || review.toolStatus !== "published") {
      throw new AppError("NOT_FOUND", "No such review.");
    }
    if (helpful !== null && review.userId === voter.id) {
      throw new AppError("OWN_REVIEW", "You cannot vote on your own review.");
    }
    const mine = and(eq(v.ratingId, reviewId), eq(v.userId, voter.id));
    if (helpful === null) {
      await tx.delete(v).where(mine);
    } else {
      await tx
        .insert(v)
        .values({ ratingId: reviewId, userId: voter.id, helpful })
        .onConflictDoUpdate({
          target: [v.ratingId, v.userId],
          set: { helpful, updatedAt: sql`now()` },
          setWhere: sql`${v.helpful} is distinct from excluded.helpful`,
        });
    }
    const [counts] = await tx
      .select({ helpfulCount: r.helpfulCount, notHelpfulCount: r.notHelpfulCount })
      .from(r)
      .where(eq(r.id, reviewId));
    return {
      reviewId,
      helpful,
      helpfulCount: counts?.helpfulCount ?? 0,
      notHelpfulCount: counts?.notHelpfulCount ?? 0,
    };
  });
}

/** The voter's answers on one tool's reviews (hidden ones left out, as the list leaves them). */
export async function findMyReviewVotes(db: Db, userId: string, toolId: string) {
  return db
    .select({ reviewId: v.ratingId, helpful: v.helpful })
    .from(v)
    .innerJoin(r, eq(r.id, v.ratingId))
    .where(and(eq(v.userId, userId), eq(r.solutionId, toolId), sql`${r.hiddenAt} is null`));
}
