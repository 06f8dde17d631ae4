import {
  DEFAULT_OFFICE_TIME_ZONES,
  OFFICE_KEYS,
  type OfficeAvailability,
  type OfficeAvailabilityInput,
  type OfficeKey,
} from "@app/shared/consultation-slots";
import { and, eq, gt, gte, inArray, lt, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { consultationBookings, officeAvailability } from "../../db/schema/bookings.ts";
import type { SlotRange } from "./free-slots.ts";

const b = consultationBookings;
export type BookingRow = typeof b.$inferSelect;

/** Every office's weekly windows, time zone and blackout dates; an office never set has none. */
export async function loadAvailability(db: Db | Tx): Promise<OfficeAvailability[]> {
  const rows = await db.select().from(officeAvailability);
  return OFFICE_KEYS.map((office) => {
    const row = rows.find((r) => r.office === office);
    return {
      office,
      timeZone: row?.timeZone ?? DEFAULT_OFFICE_TIME_ZONES[office],
      windows: row?.windows ?? [],
      blackoutDates: [...(row?.blackoutDates ?? [])].sort(),
    };
  });
}

/** Replaces one office's availability (the admin's form sends it whole). */
export async function saveAvailability(
  db: Db | Tx,
  office: OfficeKey,
  input: Required<OfficeAvailabilityInput>,
  actorUserId: string | null,
): Promise<void> {
  const values = {
    timeZone: input.timeZone,
    windows: input.windows,
    blackoutDates: [...new Set(input.blackoutDates)],
    updatedBy: actorUserId,
    updatedAt: new Date(),
  };
  await db
    .insert(officeAvailability)
    .values({ office, ...values })
    .onConflictDoUpdate({ target: officeAvailability.office, set: values });
}

/** "office@ISO instant" of every booked slot in the range, and of every hold not yet expired. */
export async function takenSlots(db: Db | Tx, range: SlotRange, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ office: b.office, startsAt: b.startsAt })
    .from(b)
    .where(
      and(
        or(eq(b.status, "booked"), and(eq(b.status, "held"), gt(b.holdExpiresAt, now))),
        gte(b.startsAt, range.from),
        lt(b.startsAt, range.to),
      ),
    );
  return new Set(rows.map((r) => `${r.office}@${r.startsAt.toISOString()}`));
}

/** A request's booking, locked until the transaction ends. */
export async function bookingOf(tx: Tx, consultationId: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(b).where(eq(b.consultationId, consultationId)).for("update");
  return row;
}

/** The booking a manage-link token opens, locked until the transaction ends. */
export async function bookingByTokenHash(
  tx: Tx,
  tokenHash: string,
): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(b).where(eq(b.tokenHash, tokenHash)).for("update");
  return row;
}

/** The bookings of these requests, for lists (pipeline, requester's history). */
export async function bookingsOf(db: Db | Tx, consultationIds: string[]): Promise<BookingRow[]> {
  if (!consultationIds.length) return [];
  return db.select().from(b).where(inArray(b.consultationId, consultationIds));
}
