import type { Profile } from "@app/shared/auth-schemas";
import type { ReviewModerationResult } from "@app/shared/content";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { solutionsCatalog, toolRatings } from "../../db/schema/catalog.ts";
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
