import {
  VENDOR_ANALYTICS_LIMITS,
  type VendorActivity,
  type VendorActivityItem,
} from "@app/shared/vendor-analytics";
import { type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";

const PAGE = VENDOR_ANALYTICS_LIMITS.activityPageSize;
const EXCERPT = VENDOR_ANALYTICS_LIMITS.reviewExcerpt;

interface Row {
  kind: VendorActivityItem["kind"];
  id: string;
  /** Microsecond ISO text, so a cursor made from it is exact. */
  at: string;
  ref_id: string;
  ref_name: string;
  rating: number | null;
  reviewer_name: string | null;
  excerpt: string | null;
  status: string | null;
}

/** A timestamp as ISO 8601 UTC text with microseconds. */
const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Older than the cursor in the feed's order (time, then id, both descending). */
function before(cursor: { at: string; id: string } | undefined, at: SQL, id: SQL): SQL {
  return cursor ? sql`and (${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})` : sql``;
}

function parseCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [at = "", id = ""] = cursor.split("~");
  return { at, id };
}

/**
 * The vendor's feed, newest first: reviews of their listings (not hidden ones), saves of their
 * listings (not who saved), their submissions being sent (status pending) and each later status
 * change from the audit log (review decisions, resubmissions). Each source takes at most a page from its own (owner, time) index
 * range; the union is ordered and cut to one page, and the last item is the next page's cursor.
 */
export async function vendorActivity(
  db: Db,
  vendorId: string,
  query: { cursor?: string | undefined },
): Promise<VendorActivity> {
  const cursor = parseCursor(query.cursor);
  const take = PAGE + 1;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select * from (
        (select 'review' as kind, r.id::text as id, ${iso(sql`r.created_at`)} as at, r.created_at as ts,
                s.id::text as ref_id, s.name as ref_name, r.rating::int as rating,
                u.name as reviewer_name,
                case when char_length(r.review) > ${EXCERPT}
                  then left(r.review, ${EXCERPT}) || '…' else r.review end as excerpt,
                null::text as status
         from solutions_catalog s
         join tool_ratings r on r.solution_id = s.id
         join "user" u on u.id = r.user_id
         where s.vendor_user_id = ${vendorId} and r.hidden_at is null
           ${before(cursor, sql`r.created_at`, sql`r.id::text`)}
         order by r.created_at desc, r.id::text desc limit ${take})
        union all
        (select 'save', f.id::text, ${iso(sql`f.created_at`)}, f.created_at, s.id::text, s.name,
                null, null, null, null
         from solutions_catalog s
         join user_favorites f on f.solution_id = s.id
         where s.vendor_user_id = ${vendorId}
           ${before(cursor, sql`f.created_at`, sql`f.id::text`)}
         order by f.created_at desc, f.id::text desc limit ${take})
        union all
        (select 'status', t.id::text, ${iso(sql`t.created_at`)}, t.created_at, t.id::text, t.name,
                null, null, null, 'pending'
         from tool_submissions t
         where t.submitter_user_id = ${vendorId}
           ${before(cursor, sql`t.created_at`, sql`t.id::text`)}
         order by t.created_at desc, t.id::text desc limit ${take})
        union all
        (select 'status', a.id::text, ${iso(sql`a.created_at`)}, a.created_at, t.id::text, t.name,
                null, null, null, a.after ->> 'status'
         from tool_submissions t
         join audit_log a on a.entity_type = 'submission' and a.entity_id = t.id::text
         where t.submitter_user_id = ${vendorId}
           and a.action like 'submission.%'
           -- A revision's creation is the submission row itself, above.
           and a.action <> 'submission.revise'
           and a.after ->> 'status' in ('pending', 'approved', 'rejected', 'changes_requested')
           ${before(cursor, sql`a.created_at`, sql`a.id::text`)}
         order by a.created_at desc, a.id::text desc limit ${take})
      ) as feed
      order by ts desc, id desc
      limit ${take}`),
  );
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > PAGE && last ? `${last.at}~${last.id}` : null,
  };
}

function toItem(row: Row): VendorActivityItem {
  const ref = { id: row.ref_id, name: row.ref_name };
  if (row.kind === "review") {
    return {
      kind: "review",
      id: row.id,
      at: row.at,
      tool: ref,
      rating: Number(row.rating),
      reviewerName: row.reviewer_name ?? "",
      excerpt: row.excerpt,
    };
  }
  if (row.kind === "save") return { kind: "save", id: row.id, at: row.at, tool: ref };
  return {
    kind: "status",
    id: row.id,
    at: row.at,
    submission: ref,
    status: row.status as Extract<VendorActivityItem, { kind: "status" }>["status"],
  };
}
