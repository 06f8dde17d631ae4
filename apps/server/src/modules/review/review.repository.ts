import type {
  AdminSubmissionDetail,
  SubmissionDetail,
  SubmissionList,
  VendorSubmission,
  VendorSubmissionList,
} from "@app/shared/review";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { solutionsCatalog } from "../../db/schema/catalog.ts";
import { toolSubmissions } from "../../db/schema/leads.ts";
import { AppError } from "../../http/app-error.ts";
import { listingFieldColumns, listingFields } from "./vendor-listing.repository.ts";

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
      .select({
        ...summaryColumns,
        liveName: solutionsCatalog.name,
        liveSlug: solutionsCatalog.slug,
      })
      .from(s)
      .leftJoin(solutionsCatalog, eq(solutionsCatalog.id, s.revisionOf))
      .where(where)
      .orderBy(asc(s.createdAt), asc(s.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(s).where(where),
  ]);
  return {
    items: rows.map(({ liveName, liveSlug, ...row }) => ({
      ...serialize(row),
      revisionOfListing:
        liveName !== null && liveSlug !== null ? { name: liveName, slug: liveSlug } : null,
    })) as SubmissionList["items"],
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Everything the vendor sent and where its review stands (not the idempotency key). */
export function toDetail(row: Row): SubmissionDetail {
  const { idempotencyKey: _key, idempotencyHash: _hash, ...rest } = row;
  return serialize(rest) as SubmissionDetail;
}

/** Every field sent and, for a revision, the live listing as it stands, to compare with. */
export async function getSubmission(db: Db, id: string): Promise<AdminSubmissionDetail> {
  const [row] = await db.select().from(s).where(eq(s.id, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", "No such submission.");
  const [live] = row.revisionOf
    ? await db
        .select(listingFieldColumns)
        .from(solutionsCatalog)
        .where(eq(solutionsCatalog.id, row.revisionOf))
        .limit(1)
    : [];
  return {
    ...toDetail(row),
    live: live ? { ...listingFields(live), slug: live.slug } : null,
  };
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

type VendorToolRow = Omit<VendorSubmission, "createdAt" | "updatedAt"> & {
  createdAt: number;
  updatedAt: number;
};

/**
 * My Tools in one list, newest activity first: each listing the vendor owns once (also one an
 * admin assigned without a submission), with the vendor's latest submission for it (the first
 * one, or the latest revision), then each new tool's submission that has no listing of the
 * vendor's. Both halves read the vendor's rows by `vendor_user_id` and `submitter_user_id`
 * (indexed), so a vendor's page costs the same however large the tables are.
 */
export async function listVendorSubmissions(
  db: Db,
  vendorId: string,
  paging: Paging,
): Promise<VendorSubmissionList> {
  const tools = sql`
    select c.id as "listingId", c.name, c.category,
      case when c.status = 'published' then c.slug end as "liveSlug",
      latest.id, latest.status, latest.reviewer_notes as "reviewerNotes",
      latest.revision_of as "revisionOf",
      coalesce(latest.created_at, c.created_at) as created_at,
      greatest(latest.updated_at, c.updated_at) as updated_at
    from solutions_catalog c
    left join lateral (
      select * from tool_submissions t
      where t.submitter_user_id = ${vendorId}
        and (t.revision_of = c.id or t.catalog_solution_id = c.id)
      order by t.created_at desc, t.id desc
      limit 1
    ) latest on true
    where c.vendor_user_id = ${vendorId}
    union all
    select null, t.name, t.category, null, t.id, t.status, t.reviewer_notes, t.revision_of,
      t.created_at, t.updated_at
    from tool_submissions t
    where t.submitter_user_id = ${vendorId}
      and t.revision_of is null
      and not exists (
        select 1 from solutions_catalog c
        where c.id = t.catalog_solution_id and c.vendor_user_id = ${vendorId}
      )`;
  const [rows, [total]] = await Promise.all([
    db.execute(sql`
      select "listingId", name, category, "liveSlug", id, status, "reviewerNotes", "revisionOf",
        (extract(epoch from created_at) * 1000)::float8 as "createdAt",
        (extract(epoch from updated_at) * 1000)::float8 as "updatedAt"
      from (${tools}) mine
      order by created_at desc, coalesce(id, "listingId") desc
      limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`),
    db.execute(sql`select count(*)::int as n from (${tools}) mine`).then(rowsOf<{ n: number }>),
  ]);
  return {
    items: rowsOf<VendorToolRow>(rows).map((row) => ({
      ...row,
      createdAt: new Date(Number(row.createdAt)).toISOString(),
      updatedAt: new Date(Number(row.updatedAt)).toISOString(),
    })),
    total: Number(total?.n ?? 0),
    ...paging,
  };
}
