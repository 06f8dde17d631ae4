import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { solutionsCatalog } from "./catalog.ts";

/** SPEC §3 consultations: a request for a free consultation and where it is in the pipeline. */
export const consultations = pgTable(
  "consultations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    industry: text("industry"),
    details: text("details"),
    status: text("status").notNull().default("pending"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    language: text("language").notNull().default("en"),
    idempotencyKey: text("idempotency_key").unique(),
    /** SHA-256 of the validated body the key first came with: another body under it is a 422. */
    idempotencyHash: text("idempotency_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "consultations_status_check",
      sql`${t.status} in ('pending', 'contacted', 'scheduled', 'completed', 'cancelled')`,
    ),
    index("consultations_email_created_idx").on(t.email, t.createdAt.desc()),
    // The admin's pipeline of one status or all, newest first with the id breaking ties, read
    // from the index a page at a time; and the requester's own list.
    index("consultations_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("consultations_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("consultations_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * The pipeline's history: each status change an admin made (with an optional note) and each
 * note added without one, and who did it. Notes are internal: the requester sees only the changes.
 */
export const consultationEvents = pgTable(
  "consultation_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    consultationId: uuid("consultation_id")
      .notNull()
      .references(() => consultations.id, { onDelete: "cascade" }),
    /** Both null for a note alone. */
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    note: text("note"),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "consultation_events_shape_check",
      sql`(${t.fromStatus} is null and ${t.toStatus} is null and ${t.note} is not null) or (${t.fromStatus} in ('pending', 'contacted', 'scheduled', 'completed', 'cancelled') and ${t.toStatus} in ('pending', 'contacted', 'scheduled', 'completed', 'cancelled'))`,
    ),
    index("consultation_events_consultation_created_idx").on(t.consultationId, t.createdAt),
  ],
);

/** SPEC §3 "solutions": a vendor's tool submission, with everything the form collects. */
export const toolSubmissions = pgTable(
  "tool_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    pricingModel: text("pricing_model").notNull(),
    websiteUrl: text("website_url").notNull(),
    submitterName: text("submitter_name").notNull(),
    submitterEmail: text("submitter_email").notNull(),
    submitterCompany: text("submitter_company").notNull(),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    targetAudience: text("target_audience"),
    caseStudies: text("case_studies"),
    integrations: text("integrations").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The texts in Arabic and Hindi, as the form sends them (`{ ar?, hi? }`, each any of
     * description, features, targetAudience, caseStudies: submissionTranslationsSchema); approval
     * copies them to the listing's `translations`.
     */
    translations: jsonb("translations").notNull().default(sql`'{}'::jsonb`),
    /** Price plans, free tier and trial as the form sends them (pricingInputSchema). */
    pricePlans: jsonb("price_plans").notNull().default(sql`'[]'::jsonb`),
    freeTier: boolean("free_tier").notNull().default(false),
    freeTrialDays: smallint("free_trial_days"),
    /** Declared regional facts (FactInput[]); approval keeps a listing's verification of each. */
    regionalFacts: jsonb("regional_facts").notNull().default(sql`'[]'::jsonb`),
    /** ImplementationTime ({min, max, unit}, packages/shared/src/vendor-facts.ts) or null. */
    implementationTime: jsonb("implementation_time"),
    /** Support ({level, hours, timeZone}, packages/shared/src/vendor-facts.ts) or null. */
    support: jsonb("support"),
    /** ISO 639-1 codes ("ar"); approval copies the three facts to the listing. */
    languagesSupported: text("languages_supported").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").notNull().default("pending"),
    reviewerNotes: text("reviewer_notes"),
    submitterUserId: text("submitter_user_id").references(() => user.id, { onDelete: "set null" }),
    catalogSolutionId: uuid("catalog_solution_id").references(() => solutionsCatalog.id, {
      onDelete: "set null",
    }),
    language: text("language").notNull().default("en"),
    idempotencyKey: text("idempotency_key").unique(),
    /** SHA-256 of the validated body the key first came with: another body under it is a 422. */
    idempotencyHash: text("idempotency_hash"),
    /** The admin who approved, rejected or asked for changes last, and when. */
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** Set when this is an edit of a live listing: approval updates that row instead of adding one. */
    revisionOf: uuid("revision_of").references(() => solutionsCatalog.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "tool_submissions_translations_object_check",
      sql`jsonb_typeof(${t.translations}) = 'object'`,
    ),
    check("tool_submissions_price_plans_array_check", sql`jsonb_typeof(${t.pricePlans}) = 'array'`),
    check(
      "tool_submissions_regional_facts_array_check",
      sql`jsonb_typeof(${t.regionalFacts}) = 'array'`,
    ),
    check("tool_submissions_free_trial_days_check", sql`${t.freeTrialDays} between 1 and 365`),
    check(
      "tool_submissions_status_check",
      sql`${t.status} in ('pending', 'approved', 'rejected', 'changes_requested')`,
    ),
    index("tool_submissions_status_created_idx").on(t.status, t.createdAt.desc()),
    // The vendor's own list, newest first.
    index("tool_submissions_submitter_created_idx").on(t.submitterUserId, t.createdAt.desc()),
    // At most one open revision (in review or waiting for the vendor) per live listing.
    uniqueIndex("tool_submissions_open_revision_idx")
      .on(t.revisionOf)
      .where(sql`${t.status} in ('pending', 'changes_requested')`),
  ],
);

/**
 * Each wait of a consultation or submission the team was told was longer than promised, once: the
 * alert job inserts here and e-mails only the rows it inserted, so two runs (or two instances)
 * never send the same alert twice.
 */
export const overdueAlerts = pgTable(
  "overdue_alerts",
  {
    kind: text("kind").notNull(),
    recordId: uuid("record_id").notNull(),
    /** When the wait began: a submission sent back and resubmitted waits anew. */
    waitingSince: timestamp("waiting_since", { withTimezone: true }).notNull(),
    alertedAt: timestamp("alerted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordId, t.waitingSince] }),
    check("overdue_alerts_kind_check", sql`${t.kind} in ('consultation', 'submission')`),
  ],
);
