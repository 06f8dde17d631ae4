import type { Profile } from "@app/shared/auth-schemas";
import type { ListingFacts } from "@app/shared/listing-facts";
import { FACT_AUDIT_ACTIONS } from "@app/shared/listing-facts";
import type { FactVerification, StoredFact } from "@app/shared/regional-facts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { solutionsCatalog } from "../../db/schema/catalog.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/audit.ts";
import { publicFacts } from "../catalog/tool-mapper.ts";

const c = solutionsCatalog;

/** A listing's declared facts with their verification; 404 when there is no such listing. */
export async function listingFacts(db: Db, id: string): Promise<ListingFacts> {
  const [row] = await db.select({ facts: c.regionalFacts }).from(c).where(eq(c.id, id));
  if (!row) throw new AppError("NOT_FOUND", "No such listing.");
  return { facts: publicFacts(row.facts as StoredFact[]) };
}

/**
 * Marks one declared fact verified by `actor` today, or not verified. The row is locked first, so
 * an approval of the vendor's revision (which rewrites the facts) and this take turns, and the
 * audit row's "before" is the fact this replaced. Verifying again stamps today's date: the admin
 * checked the evidence again. The audit row's before and after hold that one fact, under its
 * `kind:value`.
 */
export async function verifyFact(
  db: Db,
  actor: Profile,
  id: string,
  input: FactVerification,
): Promise<ListingFacts> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ facts: c.regionalFacts })
      .from(c)
      .where(eq(c.id, id))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", "No such listing.");
    const facts = row.facts as StoredFact[];
    const index = facts.findIndex((f) => f.kind === input.kind && f.value === input.value);
    const before = facts[index];
    if (!before) throw new AppError("NOT_FOUND", "This listing does not declare that fact.");
    const after: StoredFact = input.verified
      ? { ...before, verifiedAt: new Date().toISOString(), verifiedBy: actor.id }
      : { ...before, verifiedAt: null, verifiedBy: null };
    const next = facts.with(index, after);
    const key = `${before.kind}:${before.value}`;
    await tx.update(c).set({ regionalFacts: next, updatedAt: new Date() }).where(eq(c.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: input.verified ? FACT_AUDIT_ACTIONS.verify : FACT_AUDIT_ACTIONS.unverify,
      entityType: "listing",
      entityId: id,
      // Keyed by the fact, so the audit tab's list of changed fields names it.
      before: { [key]: before },
      after: { [key]: after },
    });
    return { facts: publicFacts(next) };
  });
}
