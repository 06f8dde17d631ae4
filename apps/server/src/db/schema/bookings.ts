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
 * The unique index over the booked rows' (office, starts_at) is what makes a double booking
 * impossible, whatever the number of servers: the second insert or move of a slot fails.
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("consultation_bookings_status_check", sql`${t.status} in ('booked', 'cancelled')`),
    check("consultation_bookings_office_check", sql`${t.office} in ('dubai', 'india')`),
    check("consultation_bookings_span_check", sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex("consultation_bookings_slot_idx")
      .on(t.office, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index("consultation_bookings_starts_idx").on(t.startsAt),
  ],
);
