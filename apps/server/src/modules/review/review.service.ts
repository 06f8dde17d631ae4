import type { Profile } from "@app/shared/auth-schemas";
import type {
  ListingOwnerRefusal,
  ReviewDecision,
  resubmissionInputSchema,
} from "@app/shared/review";
import { dashboardPathFor } from "@app/shared/roles";
import { toolPath } from "@app/shared/route-meta";
import type { SiteConfig } from "@app/shared/site";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { toolSubmissions } from "../../db/schema/leads.ts";
import { enqueueEmails } from "../../email/outbox.ts";
import {
  type RenderedEmail,
  type ReviewOutcome,
  reviewDecision,
  reviewDecisionNotice,
} from "../../email/templates.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/audit.ts";
import { submissionColumns } from "../leads/submissions.service.ts";
import { absoluteUrl } from "../seo/public-url.ts";
import { publishListing } from "./listing.ts";

const s = toolSubmissions;

export interface ReviewMail {
  site: SiteConfig;
  publicUrl: string;
}

type Submission = typeof s.$inferSelect;

const STATUS_AFTER = {
  approve: "approved",
  reject: "rejected",
  "request-changes": "changes_requested",
} as const satisfies Record<ReviewDecision, string>;

/** The fields of a review that an audit row records before and after. */
function reviewState(row: Submission) {
  return {
    status: row.status,
    reviewerNotes: row.reviewerNotes,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt,
    catalogSolutionId: row.catalogSolutionId,
  };
}

async function lockSubmission(tx: Tx, id: string, ownerId?: string) {
  const [row] = await tx
    .select()
    .from(s)
    .where(ownerId ? and(eq(s.id, id), eq(s.submitterUserId, ownerId)) : eq(s.id, id))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", "No such submission.");
  return row;
}

function notFrom(status: string, expected: string): never {
  throw new AppError(
    "CONFLICT",
    `This submission is ${status}; only a ${expected} submission can take this step.`,
  );
}

/**
 * The decision e-mail's address and words. The submitter's own words (their name, the tool's
 * name and texts, which the reason may quote) go only to an address their account confirmed: the
 * address typed on the form may be anyone's, and the mail would carry a stranger's text to it (a
 * spam relay). An unconfirmed or anonymous submitter's typed address gets the plain notice.
 */
async function decisionMail(
  tx: Tx,
  mail: ReviewMail,
  submission: Submission,
  outcome: ReviewOutcome,
): Promise<RenderedEmail & { to: string }> {
  const [account] = submission.submitterUserId
    ? await tx
        .select({ email: user.email })
        .from(user)
        .where(and(eq(user.id, submission.submitterUserId), eq(user.emailVerified, true)))
    : [];
  if (!account) {
    const url = absoluteUrl(mail.publicUrl, dashboardPathFor("vendor"));
    return {
      to: submission.submitterEmail,
      ...reviewDecisionNotice(mail.site, submission.language, { url }),
    };
  }
  return {
    to: account.email,
    ...reviewDecision(mail.site, submission.language, {
      name: submission.submitterName,
      tool: submission.name,
      outcome,
    }),
  };
}

/**
 * pending -> approved | rejected | changes_requested, in one transaction: the conditional update
 * (only while pending) decides who wins when two admins act at once, the loser gets 409. Approval
 * creates or updates the listing; each decision writes its audit rows and queues the vendor's
 * e-mail in the submission's language (see decisionMail), so all of it commits or none of it does.
 */
export async function decideSubmission(
  db: Db,
  mail: ReviewMail,
  actor: Profile,
  id: string,
  decision: ReviewDecision,
  reason?: string,
): Promise<{
  submission: Submission;
  liveSlug: string | null;
  vendorNotAssigned: ListingOwnerRefusal | null;
}> {
  return db.transaction(async (tx) => {
    const before = await lockSubmission(tx, id);
    if (before.status !== "pending") notFrom(before.status, "pending");
    const now = new Date();
    const [decided] = await tx
      .update(s)
      .set({
        status: STATUS_AFTER[decision],
        reviewerNotes: reason ?? null,
        reviewedBy: actor.id,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(and(eq(s.id, id), eq(s.status, "pending")))
      .returning();
    if (!decided) notFrom(before.status, "pending");

    let after = decided;
    let outcome: ReviewOutcome;
    let liveSlug: string | null = null;
    let vendorNotAssigned: ListingOwnerRefusal | null = null;
    if (decision === "approve") {
      const listing = await publishListing(tx, decided, actor.id);
      const [linked] = await tx
        .update(s)
        .set({ catalogSolutionId: listing.id })
        .where(eq(s.id, id))
        .returning();
      after = linked ?? decided;
      liveSlug = listing.slug;
      vendorNotAssigned = listing.vendorNotAssigned;
      outcome = {
        decision,
        revision: listing.revision,
        url: absoluteUrl(mail.publicUrl, toolPath(listing.slug)),
      };
    } else if (decision === "reject") {
      outcome = { decision, reason: reason ?? "" };
    } else {
      outcome = {
        decision,
        reason: reason ?? "",
        url: absoluteUrl(mail.publicUrl, dashboardPathFor("vendor")),
      };
    }

    await recordAudit(tx, {
      actorUserId: actor.id,
      action: `submission.${decision}`,
      entityType: "submission",
      entityId: id,
      before: reviewState(before),
      // An approval that could not give the new listing to its submitter says so, and why.
      after: vendorNotAssigned ? { ...reviewState(after), vendorNotAssigned } : reviewState(after),
    });
    await enqueueEmails(tx, [
      {
        template: `submission-${STATUS_AFTER[decision].replace("_", "-")}`,
        ...(await decisionMail(tx, mail, after, outcome)),
      },
    ]);
    return { submission: after, liveSlug, vendorNotAssigned };
  });
}

type Resubmission = z.output<typeof resubmissionInputSchema>;

/**
 * The vendor's corrected submission after "changes requested": only its owner (anyone else gets
 * 404, as if it did not exist), only from changes_requested, back to pending for review.
 */
export async function resubmit(
  db: Db,
  owner: Profile,
  id: string,
  input: Resubmission,
): Promise<Submission> {
  return db.transaction(async (tx) => {
    const before = await lockSubmission(tx, id, owner.id);
    if (before.status !== "changes_requested") notFrom(before.status, "changes_requested");
    const [after] = await tx
      .update(s)
      .set({
        ...submissionColumns(input),
        status: "pending",
        updatedAt: new Date(),
      })
      .where(and(eq(s.id, id), eq(s.status, "changes_requested")))
      .returning();
    if (!after) notFrom(before.status, "changes_requested");
    const { idempotencyKey: _b, idempotencyHash: _bh, ...beforeFields } = before;
    const { idempotencyKey: _a, idempotencyHash: _ah, ...afterFields } = after;
    await recordAudit(tx, {
      actorUserId: owner.id,
      action: "submission.resubmit",
      entityType: "submission",
      entityId: id,
      before: beforeFields,
      after: afterFields,
    });
    return after;
  });
}
