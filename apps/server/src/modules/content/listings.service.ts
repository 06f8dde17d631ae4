import type { Profile } from "@app/shared/auth-schemas";
import {
  type AdminListing,
  type listingEditSchema,
  VENDOR_ASSIGN_REFUSALS,
} from "@app/shared/content";
import { mergeFacts, type StoredFact } from "@app/shared/regional-facts";
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client.ts";
import { solutionsCatalog, withoutSearchDocuments } from "../../db/schema/catalog.ts";
import { toolSubmissions } from "../../db/schema/leads.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/audit.ts";
import { accountByEmail, listingOwnerRefusal } from "./listing-owner.ts";
import { toAdminListing, vendorOf } from "./listings.repository.ts";

const c = solutionsCatalog;
type Row = typeof c.$inferSelect;

/** One change an admin makes to a listing; each is its own `listing.<verb>` in the audit log. */
export type ListingChange =
  | { action: "listing.edit"; fields: z.output<typeof listingEditSchema> }
  | { action: "listing.assign"; email: string | null }
  | { action: "listing.flags"; featured?: boolean | undefined; verified?: boolean | undefined }
  | { action: "listing.hide"; reason: string }
  | { action: "listing.unhide" };

/** A listing's row as an audit row records it: every column but the generated search documents. */
function listingState(row: Row) {
  return withoutSearchDocuments(row);
}

async function lockListing(tx: Tx, id: string): Promise<Row> {
  const [row] = await tx.select().from(c).where(eq(c.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", "No such listing.");
  return row;
}

/**
 * The account a listing is assigned to: it must exist, be a vendor and have confirmed its
 * address (listingOwnerRefusal, the rule an approved submission's owner follows too), so a
 * listing cannot be handed to an address nobody proved (400 on the field).
 */
async function vendorId(tx: Tx, email: string): Promise<string> {
  const row = await accountByEmail(tx, email);
  const refusal = listingOwnerRefusal(row);
  if (refusal || !row) {
    const problem = VENDOR_ASSIGN_REFUSALS[refusal ?? "noAccount"];
    throw new AppError("VALIDATION_FAILED", "Some fields are invalid.", { email: [problem] });
  }
  return row.id;
}

const OPEN_REVISION = ["pending", "changes_requested"];
/** What the vendor reads on a revision the assignment closed. */
export const REVISION_CLOSED_BY_ASSIGNMENT =
  "This listing was assigned to another account, so this edit was closed without a decision.";

/**
 * Closes the open revisions of a listing that someone other than its new owner sent: once an
 * admin reassigns it, the former vendor's edit must not be approved into it (nor give it back).
 */
async function closeOthersRevisions(
  tx: Tx,
  actor: Profile,
  listingId: string,
  owner: string | null,
): Promise<string[]> {
  const closed = await tx
    .update(toolSubmissions)
    .set({
      status: "rejected",
      reviewerNotes: REVISION_CLOSED_BY_ASSIGNMENT,
      reviewedBy: actor.id,
      reviewedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(toolSubmissions.revisionOf, listingId),
        inArray(toolSubmissions.status, OPEN_REVISION),
        owner
          ? or(isNull(toolSubmissions.submitterUserId), ne(toolSubmissions.submitterUserId, owner))
          : undefined,
      ),
    )
    .returning({ id: toolSubmissions.id });
  return closed.map((row) => row.id);
}

/**
 * An edit's columns: declared facts merged with the listing's (a fact kept with the same evidence
 * keeps its verification), and trial days written with the old `freeTrial` flag that follows them.
 */
function editColumns(
  before: Row,
  fields: Extract<ListingChange, { action: "listing.edit" }>["fields"],
): Partial<Row> {
  const { regionalFacts, ...rest } = fields;
  return {
    ...rest,
    ...(regionalFacts
      ? {
          regionalFacts: mergeFacts(
            before.regionalFacts as StoredFact[],
            regionalFacts,
            new Date().toISOString(),
          ),
        }
      : {}),
    ...(fields.freeTrialDays !== undefined ? { freeTrial: fields.freeTrialDays !== null } : {}),
  };
}

async function columnsFor(tx: Tx, before: Row, change: ListingChange): Promise<Partial<Row>> {
  switch (change.action) {
    case "listing.edit":
      return editColumns(before, change.fields);
    case "listing.assign":
      return { vendorUserId: change.email ? await vendorId(tx, change.email) : null };
    case "listing.flags":
      return {
        featured: change.featured ?? before.featured,
        verified: change.verified ?? before.verified,
      };
    case "listing.hide":
      if (before.status === "hidden")
        throw new AppError("CONFLICT", "This listing is hidden already.");
      return { status: "hidden" };
    case "listing.unhide":
      if (before.status !== "hidden") throw new AppError("CONFLICT", "This listing is not hidden.");
      return { status: "published" };
  }
}

/**
 * One change to a listing in one transaction: the row is locked first, so two admins editing at
 * once take turns and each audit row's "before" is what that admin's change replaced. Hiding takes
 * the tool out of search (the search index's trigger runs in this transaction), the sitemap and
 * its page at the next request, since all of them read only published rows.
 */
export async function changeListing(
  db: Db,
  actor: Profile,
  id: string,
  change: ListingChange,
): Promise<AdminListing> {
  return db.transaction(async (tx) => {
    const before = await lockListing(tx, id);
    const [after] = await tx
      .update(c)
      .set({ ...(await columnsFor(tx, before, change)), updatedAt: new Date() })
      .where(eq(c.id, id))
      .returning();
    if (!after) throw new AppError("NOT_FOUND", "No such listing.");
    const closedRevisions =
      change.action === "listing.assign" && after.vendorUserId !== before.vendorUserId
        ? await closeOthersRevisions(tx, actor, id, after.vendorUserId)
        : [];
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: change.action,
      entityType: "listing",
      entityId: id,
      before: listingState(before),
      after: {
        ...listingState(after),
        ...(change.action === "listing.hide" ? { reason: change.reason } : {}),
        ...(closedRevisions.length ? { closedRevisions } : {}),
      },
    });
    return toAdminListing(after, await vendorOf(tx, after.vendorUserId));
  });
}
