import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Mail waiting to be sent: written in the same transaction as the row that causes it, sent by
 * the outbox worker, which claims rows with FOR UPDATE SKIP LOCKED.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    template: text("template").notNull(),
    toAddress: text("to_address").notNull(),
    /**
     * The mailbox `to_address` delivers to (normalizeMailbox: lower-case, no +tag, Gmail's dots
     * ignored): what the per-address caps count, so `name+1@…` and `name+2@…` share one cap.
     */
    recipientKey: text("recipient_key").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** An iCalendar invite (RFC 5545) sent with the mail as its calendar part, or null. */
    ics: text("ics"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    transport: text("transport"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "email_outbox_status_check",
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`,
    ),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // The per-recipient caps count one mailbox's recent mail.
    index("email_outbox_recipient_key_idx").on(t.recipientKey, t.createdAt),
  ],
);
