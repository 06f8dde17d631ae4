import type { MaturityAnswers, MaturityScores } from "@app/shared/maturity";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { consultations } from "./leads.ts";

/**
 * A digital maturity self-assessment (issue 14): saved to an account, attached to a consultation
 * request, or both (a signed-in requester's). The scores are the server's, computed from the
 * answers when the row was written; `overall` is kept beside them for ordering and checks.
 */
export const maturityAssessments = pgTable(
  "maturity_assessments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    consultationId: uuid("consultation_id").references(() => consultations.id, {
      onDelete: "cascade",
    }),
    answers: jsonb("answers").$type<MaturityAnswers>().notNull(),
    industry: text("industry"),
    scores: jsonb("scores").$type<MaturityScores>().notNull(),
    overall: smallint("overall").notNull(),
    /** The client's Idempotency-Key of a save, prefixed with the user's id; null otherwise. */
    idempotencyKey: text("idempotency_key").unique(),
    /** SHA-256 of the validated body the key first came with: another body under it is a 422. */
    idempotencyHash: text("idempotency_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "maturity_assessments_owner_check",
      sql`${t.userId} is not null or ${t.consultationId} is not null`,
    ),
    check("maturity_assessments_overall_check", sql`${t.overall} between 0 and 100`),
    // The account's history, newest first, and the one before a new save.
    index("maturity_assessments_user_created_idx").on(t.userId, t.createdAt.desc()),
    // One assessment per consultation request; the pipeline joins on it.
    uniqueIndex("maturity_assessments_consultation_idx").on(t.consultationId),
  ],
);
