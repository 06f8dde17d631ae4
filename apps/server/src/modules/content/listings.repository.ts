import type { TOOL_STATUSES } from "@app/shared/catalog";
import type { AdminListing, AdminListingList, AdminListingSummary } from "@app/shared/content";
import type { PricePlan } from "@app/shared/price-plans";
import type { StoredFact } from "@app/shared/regional-facts";
import type { ImplementationTime, Support } from "@app/shared/vendor-facts";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { solutionsCatalog } from "../../db/schema/catalog.ts";
import { containsText, countRows } from "../../db/searched-list.ts";
import { AppError } from "../../http/app-error.ts";
import { publicFacts } from "../catalog/tool-mapper.ts";

const c = solutionsCatalog;
type Status = (typeof TOOL_STATUSES)[number];
type Row = typeof c.$inferSelect;
type Vendor = { vendorEmail: string | null; vendorName: string | null };

/** The list's filter: `q` a case-insensitive substring of the name (trigram index), and the status. */
export function listingFilter(query: { q?: string | undefined; status?: Status | undefined }) {
  const filters: SQL[] = [];
  if (query.q) filters.push(containsText(c.name, query.q));
  if (query.status) filters.push(eq(c.status, query.status));
  return filters.length ? and(...filters) : undefined;
}

const summaryColumns = {
  id: c.id,
  slug: c.slug,
  name: c.name,
  category: c.category,
  status: c.status,
  featured: c.featured,
  verified: c.verified,
  rating: c.rating,
  reviewsCount: c.reviewsCount,
  updatedAt: c.updatedAt,
  vendorEmail: user.email,
};

type SummaryRow = Pick<
  Row,
  | "id"
  | "slug"
  | "name"
  | "category"
  | "status"
  | "featured"
  | "verified"
  | "rating"
  | "reviewsCount"
  | "updatedAt"
> & { vendorEmail: string | null };

function toSummary(row: SummaryRow): AdminListingSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    // The columns' values come from the shared lists; the casts keep the types of the schema.
    category: row.category as AdminListingSummary["category"],
    status: row.status as AdminListingSummary["status"],
    featured: row.featured,
    verified: row.verified,
    rating: Math.round(Number(row.rating) * 10) / 10,
    reviewsCount: row.reviewsCount,
    vendorEmail: row.vendorEmail,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Listings by name, counted and paged in SQL (name index; trigram index for the search). */
export async function listListings(
  db: Db,
  query: { q?: string | undefined; status?: Status | undefined; page: number; pageSize: number },
): Promise<AdminListingList> {
  const where = listingFilter(query);
  const [rows, counted] = await Promise.all([
    db
      .select(summaryColumns)
      .from(c)
      .leftJoin(user, eq(user.id, c.vendorUserId))
      .where(where)
      .orderBy(asc(c.name), asc(c.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countRows(db, c, where, Boolean(query.q)),
  ]);
  return {
    items: rows.map(toSummary),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function toAdminListing(row: Row, vendor: Vendor): AdminListing {
  return {
    ...toSummary({ ...row, vendorEmail: vendor.vendorEmail }),
    shortDesc: row.shortDesc,
    longDescription: row.longDescription,
    pricing: row.pricing,
    pricingModel: row.pricingModel as AdminListing["pricingModel"],
    websiteUrl: row.websiteUrl,
    demoUrl: row.demoUrl,
    industryTags: row.industryTags,
    features: row.features,
    integrations: row.integrations,
    caseStudies: row.caseStudies,
    languagesSupported: row.languagesSupported,
    targetAudience: row.targetAudience,
    // Written through implementationTimeSchema and supportSchema (vendor-facts.ts).
    implementationTime: row.implementationTime as ImplementationTime | null,
    support: row.support as Support | null,
    freeTrial: row.freeTrial,
    // Written through listingTranslationsSchema and checked to be an object by the table.
    translations: row.translations as AdminListing["translations"],
    // Written through the shared schemas and checked to be arrays by the table.
    pricePlans: (row.pricePlans as PricePlan[]).map((plan) => ({
      ...plan,
      usage: plan.usage ?? null,
    })),
    freeTier: row.freeTier,
    freeTrialDays: row.freeTrialDays,
    regionalFacts: publicFacts(row.regionalFacts as StoredFact[]),
    vendorName: vendor.vendorName,
  };
}

/** The owner's e-mail and name of a listing, or nulls. */
export async function vendorOf(db: Db | Tx, vendorUserId: string | null): Promise<Vendor> {
  if (!vendorUserId) return { vendorEmail: null, vendorName: null };
  const [row] = await db
    .select({ vendorEmail: user.email, vendorName: user.name })
    .from(user)
    .where(eq(user.id, vendorUserId));
  return row ?? { vendorEmail: null, vendorName: null };
}

/** One listing, any status, with every editable field; 404 when there is none. */
export async function getListing(db: Db, id: string): Promise<AdminListing> {
  const [row] = await db.select().from(c).where(eq(c.id, id));
  if (!row) throw new AppError("NOT_FOUND", "No such listing.");
  return toAdminListing(row, await vendorOf(db, row.vendorUserId));
}
