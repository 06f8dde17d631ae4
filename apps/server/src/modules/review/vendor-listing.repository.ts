import type { StoredFact } from "@app/shared/regional-facts";
import type { ListingFields, VendorListing } from "@app/shared/review";
import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { solutionsCatalog } from "../../db/schema/catalog.ts";
import { toolSubmissions } from "../../db/schema/leads.ts";
import { AppError } from "../../http/app-error.ts";
import { submissionTranslations } from "./submission-texts.ts";

const c = solutionsCatalog;
const s = toolSubmissions;

/** Statuses in which a revision is still open: in review, or waiting for the vendor's changes. */
export const OPEN_REVISION = ["pending", "changes_requested"] as const;

/** The columns of a listing that the submission form shows, and a revision may change. */
export const listingFieldColumns = {
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
  status: c.status,
};

type FieldRow = { [K in keyof typeof listingFieldColumns]: (typeof c.$inferSelect)[K] };

/**
 * A listing as the submission form holds it: the full description (the short one if it has
 * none), one case-study text (a submission carries one; a seeded listing may have several).
 */
export function listingFields(row: FieldRow): ListingFields {
  return {
    name: row.name,
    description: row.longDescription ?? row.shortDesc,
    category: row.category as ListingFields["category"],
    pricingModel: row.pricingModel as ListingFields["pricingModel"],
    websiteUrl: row.websiteUrl ?? "",
    features: row.features,
    targetAudience: row.targetAudience,
    caseStudies: row.caseStudies.length > 0 ? row.caseStudies.join("\n\n") : null,
    integrations: row.integrations,
    translations: submissionTranslations(row.translations),
    pricePlans: row.pricePlans as ListingFields["pricePlans"],
    freeTier: row.freeTier,
    freeTrialDays: row.freeTrialDays,
    regionalFacts: (row.regionalFacts as StoredFact[]).map(({ kind, value, evidenceUrl }) => ({
      kind,
      value,
      evidenceUrl,
    })),
    implementationTime: row.implementationTime as ListingFields["implementationTime"],
    support: row.support as ListingFields["support"],
    languagesSupported: row.languagesSupported,
  };
}

/** The vendor's own listing, locked in `tx` when given; anyone else's (or no one's) is 404. */
export async function ownListing(db: Db | Tx, vendorId: string, id: string, lock = false) {
  const query = db
    .select(listingFieldColumns)
    .from(c)
    .where(and(eq(c.id, id), eq(c.vendorUserId, vendorId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("NOT_FOUND", "No such listing of yours.");
  return row;
}

/** The listing's fields, who answers for it, and whether a revision is already open. */
export async function getVendorListing(
  db: Db,
  vendorId: string,
  id: string,
): Promise<VendorListing> {
  const row = await ownListing(db, vendorId, id);
  const [[latest], [open], [account]] = await Promise.all([
    db
      .select({
        submitterName: s.submitterName,
        submitterEmail: s.submitterEmail,
        submitterCompany: s.submitterCompany,
      })
      .from(s)
      .where(
        and(eq(s.submitterUserId, vendorId), or(eq(s.revisionOf, id), eq(s.catalogSolutionId, id))),
      )
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(1),
    db
      .select({ id: s.id, status: s.status })
      .from(s)
      .where(and(eq(s.revisionOf, id), inArray(s.status, [...OPEN_REVISION])))
      .limit(1),
    db
      .select({ name: user.name, email: user.email, company: user.companyName })
      .from(user)
      .where(eq(user.id, vendorId))
      .limit(1),
  ]);
  return {
    ...listingFields(row),
    id: row.id,
    slug: row.slug,
    published: row.status === "published",
    submitterName: latest?.submitterName ?? account?.name ?? "",
    submitterEmail: latest?.submitterEmail ?? account?.email ?? "",
    submitterCompany: latest?.submitterCompany ?? account?.company ?? "",
    openRevision: open ? { id: open.id, status: open.status as "pending" } : null,
  };
}
