import type { AdminAlert } from "@app/shared/admin-analytics";
import { and, eq, gte, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { toolRatings } from "../../db/schema/catalog.ts";
import { emailOutbox } from "../../db/schema/email.ts";
import { consultations, toolSubmissions } from "../../db/schema/leads.ts";
import { reports } from "../../db/schema/reports.ts";
import { overdue } from "./overdue.ts";

/** How many rows, and the earliest of `since` among them. */
function countSince(since: PgColumn) {
  return {
    count: sql<number>`count(*)`.mapWith(Number),
    oldest: sql<string | null>`min(${since})`.mapWith((v) =>
      v === null ? null : new Date(v).toISOString(),
    ),
  };
}

/** Submissions pending longer than the promised review time. */
function overdueSubmissions(db: Db, now: Date) {
  return db
    .select(countSince(toolSubmissions.updatedAt))
    .from(toolSubmissions)
    .where(overdue.submissions(now));
}

/** Consultation requests nobody has contacted within the promised hours. */
function overdueConsultations(db: Db, now: Date) {
  return db
    .select(countSince(consultations.createdAt))
    .from(consultations)
    .where(overdue.consultations(now));
}

/** Mail whose last attempt failed and is not sent yet (waiting to retry), or that was given up. */
function failingEmails(db: Db) {
  const o = emailOutbox;
  return db
    .select(countSince(o.createdAt))
    .from(o)
    .where(
      or(
        eq(o.status, "failed"),
        and(inArray(o.status, ["pending", "sending"]), isNotNull(o.lastError)),
      ),
    );
}

/** Reviews users reported or an admin hid since midnight UTC, each counted once. */
async function flaggedReviews(db: Db, now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const flagged = unionAll(
    db
      .select({ ratingId: toolRatings.id, at: toolRatings.hiddenAt })
      .from(toolRatings)
      .where(gte(toolRatings.hiddenAt, today)),
    db
      .select({ ratingId: sql<string>`${reports.ratingId}`, at: reports.createdAt })
      .from(reports)
      .where(and(eq(reports.subject, "review"), gte(reports.createdAt, today))),
  ).as("flagged");
  return db
    .select({
      count: sql<number>`count(distinct ${flagged.ratingId})`.mapWith(Number),
      oldest: sql<string | null>`min(${flagged.at})`.mapWith((v) =>
        v === null ? null : new Date(v).toISOString(),
      ),
    })
    .from(flagged);
}

/** The alerts whose count is above 0, worked out at `now`. */
export async function adminAlerts(db: Db, now: Date): Promise<AdminAlert[]> {
  const [[requests], [submissions], [emails], [reviews]] = await Promise.all([
    overdueConsultations(db, now),
    overdueSubmissions(db, now),
    failingEmails(db),
    flaggedReviews(db, now),
  ]);
  const alerts: AdminAlert[] = [
    {
      kind: "overdue_consultations",
      count: requests?.count ?? 0,
      oldest: requests?.oldest ?? null,
    },
    {
      kind: "overdue_submissions",
      count: submissions?.count ?? 0,
      oldest: submissions?.oldest ?? null,
    },
    { kind: "failing_emails", count: emails?.count ?? 0, oldest: emails?.oldest ?? null },
    { kind: "reviews_flagged", count: reviews?.count ?? 0, oldest: reviews?.oldest ?? null },
  ];
  return alerts.filter((alert) => alert.count > 0);
}
