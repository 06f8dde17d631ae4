import type { Profile } from "@app/shared/auth-schemas";
import type { revisionInputSchema } from "@app/shared/review";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { toolSubmissions } from "../../db/schema/leads.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/audit.ts";
import { submissionColumns } from "../leads/submissions.service.ts";
import { OPEN_REVISION, ownListing } from "./vendor-listing.repository.ts";

const s = toolSubmissions;
type Submission = typeof s.$inferSelect;

function alreadyOpen(): never {
  throw new AppError(
    "CONFLICT",
    "This listing already has a revision in review or waiting for your changes.",
  );
}

/**
 * A vendor's edit of their own live listing, sent to review as a pending submission with
 * `revision_of` set; the listing itself changes only when an admin approves it. The listing row
 * is locked, so two edits at once queue up; the partial unique index on open revisions is the
 * last word (the loser inserts nothing and gets 409).
 */
export async function createRevision(
  db: Db,
  owner: Profile,
  listingId: string,
  input: z.output<typeof revisionInputSchema>,
): Promise<Submission> {
  return db.transaction(async (tx) => {
    await ownListing(tx, owner.id, listingId, true);
    const [open] = await tx
      .select({ id: s.id })
      .from(s)
      .where(and(eq(s.revisionOf, listingId), inArray(s.status, [...OPEN_REVISION])))
      .limit(1);
    if (open) alreadyOpen();
    const [row] = await tx
      .insert(s)
      .values({ ...submissionColumns(input), submitterUserId: owner.id, revisionOf: listingId })
      .onConflictDoNothing()
      .returning();
    if (!row) alreadyOpen();
    const { idempotencyKey: _key, idempotencyHash: _hash, ...after } = row;
    await recordAudit(tx, {
      actorUserId: owner.id,
      action: "submission.revise",
      entityType: "submission",
      entityId: row.id,
      before: null,
      after,
    });
    return row;
  });
}
