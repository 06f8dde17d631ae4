import { REPORT_LIMITS, REPORT_REASONS, REPORT_STATUSES } from "@app/shared/reports";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { solutionsCatalog, toolRatings } from "./catalog.ts";

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * A user's report of a listing or of a review (issue 14), and the admin's decision on it. A user
 * has at most one open report per listing and per review (partial unique indexes): once closed,
 * the same thing may be reported again.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    /** The listing reported, or the tool of the review reported. */
    solutionId: uuid("solution_id")
      .notNull()
      .references(() => solutionsCatalog.id, { onDelete: "cascade" }),
    /** The review reported; null for a listing. */
    ratingId: uuid("rating_id").references(() => toolRatings.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: text("details"),
    status: text("status").notNull().default("open"),
    /** The admin's words to the reporter. */
    note: text("note"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "reports_subject_check",
      sql`(${t.subject} = 'listing' and ${t.ratingId} is null) or (${t.subject} = 'review' and ${t.ratingId} is not null)`,
    ),
    check("reports_reason_check", sql`${t.reason} in (${listed(REPORT_REASONS)})`),
    check("reports_status_check", sql`${t.status} in (${listed(REPORT_STATUSES)})`),
    check("reports_decided_check", sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
    check(
      "reports_details_length_check",
      sql`char_length(${t.details}) <= ${sql.raw(String(REPORT_LIMITS.detailsMax))}`,
    ),
    check(
      "reports_note_length_check",
      sql`char_length(${t.note}) <= ${sql.raw(String(REPORT_LIMITS.noteMax))}`,
    ),
    uniqueIndex("reports_open_listing_key")
      .on(t.reporterId, t.solutionId)
      .where(sql`${t.status} = 'open' and ${t.subject} = 'listing'`),
    uniqueIndex("reports_open_review_key")
      .on(t.reporterId, t.ratingId)
      .where(sql`${t.status} = 'open' and ${t.subject} = 'review'`),
    // The admin's queue: by status, oldest first.
    index("reports_status_created_idx").on(t.status, t.createdAt, t.id),
    // The reporter's own list, newest first.
    index("reports_reporter_created_idx").on(t.reporterId, t.createdAt.desc()),
  ],
);
