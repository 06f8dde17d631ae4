import type {
  SubmissionDetail,
  SubmissionList,
  VendorSubmission,
  VendorSubmissionList,
} from "@app/shared/review";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { solutionsCatalog } from "../../db/schema/catalog.ts";
import { toolSubmissions } from "../../db/schema/leads.ts";
import { AppError } from "../../http/app-error.ts";

const s = toolSubmissions;
type Row = typeof s.$inferSelect;
type Paging = { page: number; pageSize: number };

const summaryColumns = {
  id: s.id,
  name: s.name,
  category: s.category,
  pricingModel: s.pricingModel,
  submitterName: s.submitterName,
  submitterEmail: s.submitterEmail,
  submitterCompany: s.submitterCompany,
  status: s.status,
  revisionOf: s.revisionOf,
  createdAt: s.createdAt,
};

type Cast<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
/** Dates as ISO strings; category, pricing model and status were checked when written. */
function serialize<T extends Record<string, unknown>>(row: T) {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  ) as Cast<T>;
}

/** The review queue of one status, oldest first, counted and paged in SQL. */
export async function listSubmissions(
  db: Db,
  query: Paging & { status: Row["status"] },
): Promise<SubmissionList> {
  const where = eq(s.status, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(s)
      .where(where)
      .orderBy(asc(s.createdAt), asc(s.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(s).where(where),
  ]);
  return {
    items: rows.map(serialize) as SubmissionList["items"],
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Everything the vendor sent and where its review stands (not the idempotency key). */
export function toDetail(row: Row): SubmissionDetail {
  const { idempotencyKey: _key, ...rest } = row;
  return serialize(rest) as SubmissionDetail;
}

export async function getSubmission(db: Db, id: string): Promise<SubmissionDetail> {
  const [row] = await db.select().from(s).where(eq(s.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", "No such submission.");
  return toDetail(row);
}

/** One of a vendor's own submissions; another's is 404, as if it did not exist. */
export async function getVendorSubmission(
  db: Db,
  vendorId: string,
  id: string,
): Promise<SubmissionDetail> {
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, id), eq(s.submitterUserId, vendorId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "No such submission.");
  return toDetail(row);
}

/** A vendor's own submissions, newest first, each with its live slug once approved and listed. */
export async function listVendorSubmissions(
  db: Db,
  vendorId: string,
  paging: Paging,
): Promise<VendorSubmissionList> {
  const mine = eq(s.submitterUserId, vendorId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: s.id,
        name: s.name,
        category: s.category,
        status: s.status,
        reviewerNotes: s.reviewerNotes,
        revisionOf: s.revisionOf,
        liveSlug: sql<
          string | null
        >`case when ${s.status} = 'approved' and ${solutionsCatalog.status} = 'published' then ${solutionsCatalog.slug} end`,
        createdAt: s.createdAt,
        updatedAt: s.updatedAt,
      })
      .from(s)
      .leftJoin(solutionsCatalog, eq(solutionsCatalog.id, s.catalogSolutionId))
      .where(mine)
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(s).where(mine),
  ]);
  return {
    items: rows.map(serialize) as VendorSubmission[],
    total: total?.n ?? 0,
    ...paging,
  };
}
