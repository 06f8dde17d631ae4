import type { AdminReport, AdminReportList, MyReport, ReportReason } from "@app/shared/reports";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { toolRatings, solutionsCatalog as tools } from "../../db/schema/catalog.ts";
import { reports } from "../../db/schema/reports.ts";
import { AppError } from "../../http/app-error.ts";

/** How much of a reported review the lists show. */
const EXCERPT_LENGTH = 280;

const reviewer = alias(user, "reviewer");
const reporter = alias(user, "reporter");
const decider = alias(user, "decider");

const columns = {
  id: reports.id,
  subject: reports.subject,
  reason: reports.reason,
  details: reports.details,
  status: reports.status,
  note: reports.note,
  createdAt: reports.createdAt,
  decidedAt: reports.decidedAt,
  toolId: tools.id,
  toolSlug: tools.slug,
  toolName: tools.name,
  reviewId: toolRatings.id,
  review: toolRatings.review,
  reviewerName: reviewer.name,
};

const adminColumns = {
  ...columns,
  reporterId: reporter.id,
  reporterName: reporter.name,
  reporterEmail: reporter.email,
  deciderId: decider.id,
  deciderName: decider.name,
};

type Row = {
  id: string;
  subject: string;
  reason: string;
  details: string | null;
  status: string;
  note: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  toolId: string | null;
  toolSlug: string | null;
  toolName: string | null;
  reviewId: string | null;
  review: string | null;
  reviewerName: string | null;
};

type AdminRow = Row & {
  reporterId: string | null;
  reporterName: string | null;
  reporterEmail: string | null;
  deciderId: string | null;
  deciderName: string | null;
};

const excerpt = (text: string | null) =>
  text && text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;

function toMyReport(row: Row): MyReport {
  return {
    id: row.id,
    subject: row.subject as MyReport["subject"],
    reason: row.reason as ReportReason,
    details: row.details,
    status: row.status as MyReport["status"],
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    tool:
      row.toolId && row.toolSlug && row.toolName
        ? { id: row.toolId, slug: row.toolSlug, name: row.toolName }
        : null,
    review: row.reviewId
      ? { id: row.reviewId, excerpt: excerpt(row.review), reviewerName: row.reviewerName ?? "" }
      : null,
  };
}

function toAdminReport(row: AdminRow): AdminReport {
  return {
    ...toMyReport(row),
    reporter:
      row.reporterId && row.reporterName !== null && row.reporterEmail !== null
        ? { id: row.reporterId, name: row.reporterName, email: row.reporterEmail }
        : null,
    decidedBy:
      row.deciderId && row.deciderName !== null
        ? { id: row.deciderId, name: row.deciderName }
        : null,
  };
}

/** Reports with their tool, review, reviewer, reporter and decider. */
function joined(db: Db | Tx) {
  return db
    .select(adminColumns)
    .from(reports)
    .innerJoin(tools, eq(tools.id, reports.solutionId))
    .leftJoin(toolRatings, eq(toolRatings.id, reports.ratingId))
    .leftJoin(reviewer, eq(reviewer.id, toolRatings.userId))
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(decider, eq(decider.id, reports.decidedBy))
    .$dynamic();
}

/** The user's own reports, newest first. */
export async function listMyReports(
  db: Db,
  userId: string,
  query: { page: number; pageSize: number },
) {
  const mine = eq(reports.reporterId, userId);
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(mine)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(reports).where(mine),
  ]);
  return {
    items: rows.map(toMyReport),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The admin's queue: one status (and subject), oldest first; the open count beside it. */
export async function listAdminReports(
  db: Db,
  query: { status: string; subject?: string; page: number; pageSize: number },
): Promise<AdminReportList> {
  const filters: SQL[] = [eq(reports.status, query.status)];
  if (query.subject) filters.push(eq(reports.subject, query.subject));
  const where = and(...filters);
  // Open reports wait in a queue (oldest first); closed ones read as history (newest first).
  const order =
    query.status === "open"
      ? [asc(reports.createdAt), asc(reports.id)]
      : [desc(reports.decidedAt), desc(reports.id)];
  const [rows, [total], [open]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(reports).where(where),
    db.select({ n: count() }).from(reports).where(eq(reports.status, "open")),
  ]);
  return {
    items: rows.map(toAdminReport),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    openCount: open?.n ?? 0,
  };
}

/** One report as the admin's queue shows it; 404 when there is none. */
export async function adminReport(db: Db | Tx, id: string): Promise<AdminReport> {
  const [row] = await joined(db).where(eq(reports.id, id));
  if (!row) throw new AppError("NOT_FOUND", "No such report.");
  return toAdminReport(row);
}
