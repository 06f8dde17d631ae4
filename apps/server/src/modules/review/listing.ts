import type { SubmissionTranslations } from "@app/shared/leads";
import { type FactInput, mergeFacts, type StoredFact } from "@app/shared/regional-facts";
import type { ListingOwnerRefusal } from "@app/shared/review";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { solutionsCatalog } from "../../db/schema/catalog.ts";
import type { toolSubmissions } from "../../db/schema/leads.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/audit.ts";
import { accountById, listingOwnerRefusal } from "../content/listing-owner.ts";
import { listingTranslations, shortDescription } from "./submission-texts.ts";

type Submission = typeof toolSubmissions.$inferSelect;
const c = solutionsCatalog;

const SLUG_MAX = 60;
const UUID_SHAPED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A tool's slug from its name, as the demo tools' slugs are written: lower-case ASCII letters and
 * digits joined by single hyphens ("Souq Helper 2" -> "souq-helper-2"). A name with no such
 * character (an Arabic or Hindi name) becomes "tool"; collisions are numbered by the caller.
 */
export function slugFromName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  if (!slug) return "tool";
  // A tool is found by id or slug: a slug shaped like an id would be read as one.
  return UUID_SHAPED.test(slug) ? `tool-${slug}` : slug;
}

/**
 * What the vendor sent, as catalogue columns (its owner and verified mark are the caller's).
 * Declared facts keep the verification the live listing has for them (`previousFacts`).
 */
function listingValues(s: Submission, previousFacts: readonly StoredFact[]) {
  return {
    name: s.name,
    category: s.category,
    shortDesc: shortDescription(s.description),
    longDescription: s.description,
    pricingModel: s.pricingModel,
    websiteUrl: s.websiteUrl,
    features: s.features,
    integrations: s.integrations,
    targetAudience: s.targetAudience,
    caseStudies: s.caseStudies ? [s.caseStudies] : [],
    translations: listingTranslations(s.translations as SubmissionTranslations),
    pricePlans: s.pricePlans,
    freeTier: s.freeTier,
    freeTrialDays: s.freeTrialDays,
    freeTrial: s.freeTrialDays !== null,
    regionalFacts: mergeFacts(
      previousFacts,
      s.regionalFacts as FactInput[],
      new Date().toISOString(),
    ),
    implementationTime: s.implementationTime,
    support: s.support,
    languagesSupported: s.languagesSupported,
    updatedAt: new Date(),
  };
}

const AUDITED = {
  id: c.id,
  slug: c.slug,
  name: c.name,
  category: c.category,
  shortDesc: c.shortDesc,
  longDescription: c.longDescription,
  pricingModel: c.pricingModel,
  websiteUrl: c.websiteUrl,
  features: c.features,
  integrations: c.integrations,
  targetAudience: c.targetAudience,
  caseStudies: c.caseStudies,
  translations: c.translations,
  pricePlans: c.pricePlans,
  freeTier: c.freeTier,
  freeTrialDays: c.freeTrialDays,
  regionalFacts: c.regionalFacts,
  implementationTime: c.implementationTime,
  support: c.support,
  languagesSupported: c.languagesSupported,
  verified: c.verified,
  status: c.status,
  vendorUserId: c.vendorUserId,
};

/** The first free slug of `base`, base-2, base-3, ... as the catalogue stands in this transaction. */
async function nextSlug(tx: Tx, base: string, after: number): Promise<string> {
  const rows = await tx
    .select({ slug: c.slug })
    .from(c)
    .where(sql`${c.slug} = ${base} or ${c.slug} ~ ${`^${base}-[0-9]+$`}`);
  const taken = new Set(rows.map((r) => r.slug));
  for (let n = after; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

/**
 * Creates the submission's listing, or updates the live one a revision edits (its slug, rating,
 * featured flag and visibility stay as they are), and audits the listing's change. The search
 * index sees the row on its next look (the solutions_search trigger records the transaction).
 *
 * A new listing goes to its submitter only if they may own a listing (listingOwnerRefusal: a
 * vendor with a confirmed address, the rule assigning one by hand follows); otherwise it is
 * published with no vendor and not verified (the mark says a vendor we know stands behind the
 * listing and the team checked it), and `vendorNotAssigned` says why, for the admin to assign
 * a vendor and verify it by hand.
 */
export async function publishListing(
  tx: Tx,
  submission: Submission,
  actorUserId: string,
): Promise<{
  id: string;
  slug: string;
  revision: boolean;
  vendorNotAssigned: ListingOwnerRefusal | null;
}> {
  const vendorUserId = submission.submitterUserId;
  if (submission.revisionOf) {
    const [before] = await tx
      .select(AUDITED)
      .from(c)
      .where(eq(c.id, submission.revisionOf))
      .for("update");
    if (before) {
      // An admin may have given the listing to another vendor since this edit was sent: the
      // former owner's edit must not change it, nor take it back.
      if (vendorUserId && before.vendorUserId !== vendorUserId) {
        throw new AppError(
          "CONFLICT",
          "This listing now belongs to another vendor; its former owner's edit cannot be approved.",
        );
      }
      const values = listingValues(submission, before.regionalFacts as StoredFact[]);
      // The team checked this edit of a vendor's own listing: it stays (or becomes) verified.
      const [after] = await tx
        .update(c)
        .set({ ...values, verified: true })
        .where(eq(c.id, before.id))
        .returning(AUDITED);
      if (!after) throw new Error("listing locked for update is gone");
      await recordAudit(tx, {
        actorUserId,
        action: "listing.update",
        entityType: "listing",
        entityId: after.id,
        before,
        after,
      });
      return { id: after.id, slug: after.slug, revision: true, vendorNotAssigned: null };
    }
  }
  const vendorNotAssigned = listingOwnerRefusal(await accountById(tx, vendorUserId));
  const owner = vendorNotAssigned ? null : vendorUserId;
  const values = { ...listingValues(submission, []), verified: owner !== null };
  const base = slugFromName(submission.name);
  // Another transaction may take the same slug between the look and the insert: try the next.
  for (let n = 1; ; ) {
    const slug = await nextSlug(tx, base, n);
    const [after] = await tx
      .insert(c)
      .values({ ...values, slug, status: "published", vendorUserId: owner })
      .onConflictDoNothing({ target: c.slug })
      .returning(AUDITED);
    if (after) {
      await recordAudit(tx, {
        actorUserId,
        action: "listing.create",
        entityType: "listing",
        entityId: after.id,
        before: null,
        after,
      });
      return { id: after.id, slug: after.slug, revision: false, vendorNotAssigned };
    }
    n = slug === base ? 2 : Number(slug.slice(base.length + 1)) + 1;
  }
}
