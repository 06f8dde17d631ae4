import type { AvailabilityWindow } from "@app/shared/consultation-slots";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { consultations } from "./leads.ts";

/**
 * When each office takes consultations: weekly windows of its local time, in its IANA time zone,
 * less its blackout dates. One row per office; the admin replaces it whole.
 */
export const officeAvailability = pgTable(
  "office_availability",
  {
    office: text("office").primaryKey(),
    timeZone: text("time_zone").notNull(),
    windows: jsonb("windows").$type<AvailabilityWindow[]>().notNull().default(sql`'[]'::jsonb`),
    blackoutDates: date("blackout_dates", { mode: "string" })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("office_availability_office_check", sql`${t.office} in ('dubai', 'india')`)],
);

/**
 * A consultation's slot. One row per request, moved on reschedule, marked cancelled on cancel.
 * An unconfirmed requester's slot is first `held` until `hold_expires_at`, then `booked` when the
 * confirm link is opened, or `expired`. The unique index over the held and booked rows'
 * (office, starts_at) is what makes a double booking impossible, whatever the number of servers:
 * the second insert or move of a slot fails. A hold past its time is marked expired before a
 * slot is taken, so it never blocks one.
 */
export const consultationBookings = pgTable(
  "consultation_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    consultationId: uuid("consultation_id")
      .notNull()
      .unique()
      .references(() => consultations.id, { onDelete: "cascade" }),
    office: text("office").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The office's time zone when booked: the invite and the team read the time in it. */
    timeZone: text("time_zone").notNull(),
    /** The requester's time zone as their browser said: the e-mails show the time in it. */
    requesterTimeZone: text("requester_time_zone"),
    status: text("status").notNull().default("booked"),
    /** The iCalendar SEQUENCE: each move or cancel sends the same event UID with one more. */
    sequence: integer("sequence").notNull().default(0),
    /** SHA-256 of the e-mail's manage-link token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    /** A hold (status held) frees its slot at this instant unless its confirm link was opened. */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** SHA-256 of the hold e-mail's confirm-link token; kept after use so a reuse is told apart. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    /** Who asked for the hold: the client address (IPv4, or IPv6 /64), for the per-client cap. */
    holdClient: text("hold_client"),
    /** The normalised mailbox the hold was asked for, for the per-mailbox cap. */
    holdMailbox: text("hold_mailbox"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "consultation_bookings_status_check",
      sql`${t.status} in ('held', 'booked', 'cancelled', 'expired')`,
    ),
    check(
      "consultation_bookings_hold_check",
      sql`${t.status} <> 'held' or ${t.holdExpiresAt} is not null`,
    ),
    check("consultation_bookings_office_check", sql`${t.office} in ('dubai', 'india')`),
    check("consultation_bookings_span_check", sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex("consultation_bookings_slot_idx")
      .on(t.office, t.startsAt)
      .where(sql`${t.status} in ('held', 'booked')`),
    index("consultation_bookings_starts_idx").on(t.startsAt),
    index("consultation_bookings_hold_client_idx")
      .on(t.holdClient, t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    index("consultation_bookings_hold_mailbox_idx")
      .on(t.holdMailbox, t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
  ],
);
