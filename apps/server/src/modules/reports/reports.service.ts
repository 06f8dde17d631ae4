import type { Profile } from "@app/shared/auth-schemas";
import type { ReportDecisionInput, ReportReason } from "@app/shared/reports";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { toolRatings, solutionsCatalog as tools } from "../../db/schema/catalog.ts";
import { reports } from "../../db/schema/reports.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/audit.ts";
import { adminReport } from "./reports.repository.ts";

interface ReportInput {
  reason: ReportReason;
  details: string | null;
}

/** The id of a new open report, or 409 when the reporter has one open on the same thing. */
function insertedOrConflict(row: { id: string } | undefined, what: string): string {
  if (!row) throw new AppError("CONFLICT", `You have an open report of this ${what} already.`);
  return row.id;
}

/** A signed-in user's report of a published listing. */
export async function reportListing(
  db: Db,
  reporter: Profile,
  toolId: string,
  input: ReportInput,
): Promise<string> {
  const [tool] = await db
    .select({ id: tools.id })
    .from(tools)
    .where(and(eq(tools.id, toolId), eq(tools.status, "published")));
  if (!tool) throw new AppError("NOT_FOUND", "No such tool.");
  // The partial unique index (one open report per reporter and listing) decides a race.
  const [row] = await db
    .insert(reports)
    .values({ reporterId: reporter.id, subject: "listing", solutionId: tool.id, ...input })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return insertedOrConflict(row, "listing");
}

/**
 * A signed-in user's report of someone else's visible review. The review's report count (the
 * moderation list's "reported" filter) goes up in the same transaction.
 */
export async function reportReview(
  db: Db,
  reporter: Profile,
  ratingId: string,
  input: ReportInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: toolRatings.userId, solutionId: toolRatings.solutionId })
      .from(toolRatings)
      .where(and(eq(toolRatings.id, ratingId), isNull(toolRatings.hiddenAt)));
    if (!review) throw new AppError("NOT_FOUND", "No such review.");
    if (review.userId === reporter.id) {
      throw new AppError("FORBIDDEN", "You cannot report your own review.");
    }
    const [row] = await tx
      .insert(reports)
      .values({
        reporterId: reporter.id,
        subject: "review",
        solutionId: review.solutionId,
        ratingId,
        ...input,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    const id = insertedOrConflict(row, "review");
    await tx
      .update(toolRatings)
      .set({ reportsCount: sql`${toolRatings.reportsCount} + 1` })
      .where(eq(toolRatings.id, ratingId));
    return id;
  });
}

/** Closes an open report (resolved or dismissed) with the admin's note; audited. */
export async function decideReport(
  db: Db,
  actor: Profile,
  id: string,
  decision: { outcome: NonNullable<ReportDecisionInput["outcome"]>; note: string | null },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reports).where(eq(reports.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "No such report.");
    if (before.status !== "open") {
      throw new AppError("CONFLICT", `This report is ${before.status} already.`);
    }
    const [after] = await tx
      .update(reports)
      .set({
        status: decision.outcome,
        note: decision.note,
        decidedBy: actor.id,
        decidedAt: new Date(),
      })
      .where(eq(reports.id, id))
      .returning();
    const state = (row: typeof before) => ({
      status: row.status,
      note: row.note,
      decidedAt: row.decidedAt,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: decision.outcome === "resolved" ? "report.resolve" : "report.dismiss",
      entityType: "report",
      entityId: id,
      before: state(before),
      after: after ? state(after) : null,
    });
    return adminReport(tx, id);
  });
}
