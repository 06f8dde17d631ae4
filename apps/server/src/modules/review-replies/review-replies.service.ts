import type { Profile } from "@app/shared/auth-schemas";
import type { ModeratedReply, ReviewReply } from "@app/shared/review-replies";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { reviewReplies, solutionsCatalog, toolRatings } from "../../db/schema/catalog.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/audit.ts";

const r = toolRatings;
const rr = reviewReplies;
type ReplyRow = typeof rr.$inferSelect;

const toReply = (row: ReplyRow): ReviewReply => ({
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toModerated = (row: ReplyRow): ModeratedReply => ({
  body: row.body,
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
  hiddenReason: row.hiddenReason,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The vendor's one reply to a review of their listing, created or replaced in one transaction.
 * Ownership is the listing's `vendor_user_id` now (modules/vendor reads the same column): another
 * vendor, or an admin who does not own it, gets 403. The review row is locked first, so a hide
 * committed meanwhile makes this a 404; a reply an admin hid stays as the admin left it (409).
 */
export async function saveReply(
  db: Db,
  vendor: Profile,
  reviewId: string,
  body: string,
): Promise<{ reply: ReviewReply; created: boolean }> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({
        hiddenAt: r.hiddenAt,
        toolStatus: solutionsCatalog.status,
        owner: solutionsCatalog.vendorUserId,
      })
      .from(r)
      .innerJoin(solutionsCatalog, eq(solutionsCatalog.id, r.solutionId))
      .where(eq(r.id, reviewId))
      .for("no key update", { of: r });
    if (!review || review.hiddenAt || review.toolStatus !== "published") {
      throw new AppError("NOT_FOUND", "No such review.");
    }
    if (review.owner !== vendor.id) {
      throw new AppError("FORBIDDEN", "Only the vendor of this listing may reply to its reviews.");
    }
    const [existing] = await tx.select().from(rr).where(eq(rr.ratingId, reviewId));
    if (existing?.hiddenAt) throw new AppError("CONFLICT", "A moderator hid this reply.");
    const [saved] = await tx
      .insert(rr)
      .values({ ratingId: reviewId, authorUserId: vendor.id, body })
      .onConflictDoUpdate({
        target: rr.ratingId,
        set: { body, authorUserId: vendor.id, updatedAt: sql`now()` },
      })
      .returning();
    if (!saved) throw new Error("reply was not saved");
    return { reply: toReply(saved), created: !existing };
  });
}

export type ReplyChange = { action: "reply.hide"; reason: string } | { action: "reply.unhide" };

/** Hides or shows a review's reply, with its audit row, in one transaction (as reviews are). */
export async function moderateReply(
  db: Db,
  admin: Profile,
  reviewId: string,
  change: ReplyChange,
): Promise<ModeratedReply> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(rr).where(eq(rr.ratingId, reviewId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "This review has no reply.");
    const hide = change.action === "reply.hide";
    if (hide === (before.hiddenAt !== null)) {
      throw new AppError(
        "CONFLICT",
        hide ? "This reply is hidden already." : "This reply is not hidden.",
      );
    }
    const [after] = await tx
      .update(rr)
      .set(
        hide
          ? { hiddenAt: new Date(), hiddenReason: change.reason, hiddenBy: admin.id }
          : { hiddenAt: null, hiddenReason: null, hiddenBy: null },
      )
      .where(eq(rr.ratingId, reviewId))
      .returning();
    if (!after) throw new AppError("NOT_FOUND", "This review has no reply.");
    const state = (row: ReplyRow) => ({
      body: row.body,
      hiddenAt: row.hiddenAt,
      hiddenReason: row.hiddenReason,
    });
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: change.action,
      entityType: "reply",
      entityId: reviewId,
      before: state(before),
      after: state(after),
    });
    return toModerated(after);
  });
}
