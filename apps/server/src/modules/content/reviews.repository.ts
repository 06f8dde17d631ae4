import type { ModeratedReview, ModeratedReviewList, ReviewFilter } from "@app/shared/content";
import { count, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { reviewReplies, solutionsCatalog, toolRatings } from "../../db/schema/catalog.ts";
import { reports } from "../../db/schema/reports.ts";
import { AppError } from "../../http/app-error.ts";

const r = toolRatings;
/** Report reasons shown with each review: the latest few. */
const REASONS_SHOWN = 3;

type RawReply = {
  body: string;
  hiddenAt: string | null;
  hiddenReason: string | null;
  updatedAt: string;
};

/** The vendor's reply, hidden or not (a primary-key probe per review of the page). */
const reply = sql<RawReply | null>`(
  select json_build_object('body', ${reviewReplies.body}, 'hiddenAt', ${reviewReplies.hiddenAt}, 'hiddenReason', ${reviewReplies.hiddenReason}, 'updatedAt', ${reviewReplies.updatedAt})
  from ${reviewReplies} where ${reviewReplies.ratingId} = ${r.id}
)`;

const columns = {
  id: r.id,
  toolId: r.solutionId,
  toolName: solutionsCatalog.name,
  toolSlug: solutionsCatalog.slug,
  rating: r.rating,
  review: r.review,
  reviewerName: user.name,
  reviewerEmail: user.email,
  reportsCount: r.reportsCount,
  hiddenAt: r.hiddenAt,
  hiddenReason: r.hiddenReason,
  reply,
  createdAt: r.createdAt,
};

type Row = {
  id: string;
  toolId: string;
  toolName: string;
  toolSlug: string;
  rating: number;
  review: string | null;
  reviewerName: string;
  reviewerEmail: string;
  reportsCount: number;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  reply: RawReply | null;
  createdAt: Date;
};

/** JSON's timestamps as PostgreSQL writes them, in the ISO form the rest of the API answers. */
const iso = (value: string) => new Date(value).toISOString();

const NEWEST_FIRST = [sql`${r.createdAt} desc nulls last`, sql`${r.id} desc nulls last`];

const FILTERS: Record<ReviewFilter, SQL | undefined> = {
  all: undefined,
  // Served by the partial indexes on reported and on hidden reviews.
  reported: sql`${r.reportsCount} > 0`,
  hidden: isNotNull(r.hiddenAt),
};

/** The latest reporters' words on each review in `ids`, one query for the page. */
async function reasonsOf(db: Db | Tx, ids: string[]): Promise<Map<string, string[]>> {
  const reasons = new Map<string, string[]>();
  if (ids.length === 0) return reasons;
  const rows = await db
    .select({ ratingId: reports.ratingId, reason: reports.details })
    .from(reports)
    .where(sql`${inArray(reports.ratingId, ids)} and ${reports.details} is not null`)
    .orderBy(desc(reports.createdAt));
  for (const row of rows) {
    if (!row.ratingId) continue;
    const list = reasons.get(row.ratingId) ?? [];
    if (row.reason && list.length < REASONS_SHOWN) list.push(row.reason);
    reasons.set(row.ratingId, list);
  }
  return reasons;
}

function toModerated(row: Row, reasons: Map<string, string[]>): ModeratedReview {
  return {
    ...row,
    reportReasons: reasons.get(row.id) ?? [],
    reply: row.reply && {
      ...row.reply,
      hiddenAt: row.reply.hiddenAt && iso(row.reply.hiddenAt),
      updatedAt: iso(row.reply.updatedAt),
    },
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Reviews newest first (all, reported or hidden), counted and paged in SQL. */
export async function listModeratedReviews(
  db: Db,
  query: { filter: ReviewFilter; page: number; pageSize: number },
): Promise<ModeratedReviewList> {
  const where = FILTERS[query.filter];
  // The page's ids first, from tool_ratings alone along its (created_at, id) index (whose order,
  // nulls last, the ORDER BY must spell out to be served by it); only those rows are then joined
  // to their author and tool, so a page never joins every review.
  const page = db
    .select({ pageId: r.id })
    .from(r)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as("page");
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(page)
      .innerJoin(r, eq(r.id, page.pageId))
      .innerJoin(user, eq(user.id, r.userId))
      .innerJoin(solutionsCatalog, eq(solutionsCatalog.id, r.solutionId))
      .orderBy(...NEWEST_FIRST),
    db.select({ n: count() }).from(r).where(where),
  ]);
  const reasons = await reasonsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toModerated(row, reasons)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One review as the moderation list shows it; 404 when there is none. */
export async function moderatedReview(db: Db | Tx, id: string): Promise<ModeratedReview> {
  const [row] = await db
    .select(columns)
    .from(r)
    .innerJoin(user, eq(user.id, r.userId))
    .innerJoin(solutionsCatalog, eq(solutionsCatalog.id, r.solutionId))
    .where(eq(r.id, id));
  if (!row) throw new AppError("NOT_FOUND", "No such review.");
  return toModerated(row, await reasonsOf(db, [id]));
}
