import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * Who did what to which record, with the record before and after: written in the transaction of
 * the action itself, so an action and its audit row commit (or roll back) together.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    /** `<entity>.<verb>`, e.g. submission.approve. */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc()),
    index("audit_log_actor_created_idx").on(t.actorUserId, t.createdAt.desc()),
    index("audit_log_action_created_idx").on(t.action, t.createdAt.desc()),
    // One record's history, e.g. a vendor's submissions in their dashboard's activity feed.
    index("audit_log_entity_created_idx").on(t.entityType, t.entityId, t.createdAt.desc()),
  ],
);
