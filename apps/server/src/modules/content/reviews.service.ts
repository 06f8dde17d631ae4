import type { Profile } from "@app/shared/auth-schemas";
import type { ReviewModerationResult } from "@app/shared/content";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { reviewReports, solutionsCatalog, toolRatings } from "../../db/schema/catalog.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/audit.ts";
import { moderatedReview } from "./reviews.repository.ts";

const r = toolRatings;
type Row = typeof r.$inferSelect;

const reviewState = (row: Row) => ({
  solutionId: row.solutionId,
  rating: row.rating,
  review: row.review,
  hiddenAt: row.hiddenAt,
  hiddenReason: row.hiddenReason,
  hiddenBy: row.hiddenBy,
});

export type ReviewChange = { action: "review.hide"; reason: string } | { action: "review.unhide" };

/**
 * Hides or unhides a review in one transaction: the row is locked, updated, and the rating
 * trigger (migration 0022) recomputes the tool's rating and reviews_count from the visible reviews
 * before the audit row is written, so the page shows the new numbers as soon as this commits.
 */
export async function moderateReview(
  db: Db,
  actor: Profile,
  id: string,
  change: ReviewChange,
): Promise<ReviewModerationResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(r).where(eq(r.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "No such review.");
    const hide = change.action === "review.hide";
    if (hide === (before.hiddenAt !== null)) {
      throw new AppError(
        "CONFLICT",
        hide ? "This review is hidden already." : "This review is not hidden.",
      );
    }
    const [after] = await tx
      .update(r)
      .set(
        hide
          ? { hiddenAt: new Date(), hiddenReason: change.reason, hiddenBy: actor.id }
          : { hiddenAt: null, hiddenReason: null, hiddenBy: null },
      )
      .where(eq(r.id, id))
      .returning();
    if (!after) throw new AppError("NOT_FOUND", "No such review.");
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: change.action,
      entityType: "review",
      entityId: id,
      before: reviewState(before),
      after: reviewState(after),
    });
    const [tool] = await tx
      .select({ rating: solutionsCatalog.rating, reviewsCount: solutionsCatalog.reviewsCount })
      .from(solutionsCatalog)
      .where(eq(solutionsCatalog.id, after.solutionId));
    return {
      review: await moderatedReview(tx, id),
      tool: {
        rating: Math.round(Number(tool?.rating ?? 0) * 10) / 10,
        reviewsCount: tool?.reviewsCount ?? 0,
      },
    };
  });
}

/**
 * A signed-in user's report of a visible review: once per user and review (the unique key makes a
 * repeat, even a simultaneous one, a 409), never of one's own; the review's count goes up in the
 * same transaction, so the moderation list's "reported" filter sees it at once.
 */
export async function reportReview(
  db: Db,
  reporter: Profile,
  id: string,
  reason: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: r.userId, hiddenAt: r.hiddenAt })
      .from(r)
      .where(eq(r.id, id));
    if (!review || review.hiddenAt) throw new AppError("NOT_FOUND", "No such review.");
    if (review.userId === reporter.id) {
      throw new AppError("FORBIDDEN", "You cannot report your own review.");
    }
    const [inserted] = await tx
      .insert(reviewReports)
      .values({ ratingId: id, userId: reporter.id, reason })
      .onConflictDoNothing()
      .returning({ id: reviewReports.id });
    if (!inserted) throw new AppError("CONFLICT", "You reported this review already.");
    await tx
      .update(r)
      .set({ reportsCount: sql`${r.reportsCount} + 1` })
      .where(eq(r.id, id));
  });
}
