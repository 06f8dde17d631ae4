import { createHash, randomBytes } from "node:crypto";
import {
  type Booking,
  type OfficeKey,
  SLOT_RULES,
  type Slot,
  type SlotChoice,
  type SlotList,
} from "@app/shared/consultation-slots";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { consultationBookings } from "../../db/schema/bookings.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../http/app-error.ts";
import { type BookingRow, loadAvailability, takenSlots } from "./bookings.repository.ts";
import { clampRange, freeSlots } from "./free-slots.ts";

const b = consultationBookings;
const DAY_MS = 86_400_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A manage-link token (32 random bytes) and the hash that is stored instead of it. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function toBooking(row: BookingRow): Booking {
  return {
    office: row.office as OfficeKey,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    status: row.status as Booking["status"],
  };
}

/** Free slots from `from` (default now) for `days` days, within what is bookable now. */
export async function listSlots(
  db: Db,
  query: { from?: string | undefined; days: number },
  now: Date,
): Promise<SlotList> {
  const from = query.from ? new Date(query.from) : now;
  const range = clampRange({ from, to: new Date(from.getTime() + query.days * DAY_MS) }, now);
  const sessionMinutes = SLOT_RULES.sessionMinutes;
  if (range.from >= range.to) return { slots: [], sessionMinutes };
  const [hours, taken] = await Promise.all([loadAvailability(db), takenSlots(db, range)]);
  return { slots: freeSlots(hours, taken, range), sessionMinutes };
}

/** The picked slot as its office offers it now (hours, notice, range), or a 409. */
async function offeredSlot(tx: Tx, choice: SlotChoice, now: Date): Promise<Slot> {
  const startsAt = new Date(choice.startsAt);
  const range = clampRange({ from: startsAt, to: new Date(startsAt.getTime() + 1) }, now);
  const hours = (await loadAvailability(tx)).filter((h) => h.office === choice.office);
  const slot = freeSlots(hours, new Set(), range).find(
    (s) => s.startsAt === startsAt.toISOString(),
  );
  if (!slot) {
    throw new AppError("CONFLICT", "This time is not offered; pick one of the free slots.");
  }
  return slot;
}

const slotTaken = () =>
  new AppError("CONFLICT", "Someone has just booked this time; pick another free slot.");

/**
 * Books the slot for a request. Two requests for one slot: the unique index lets one insert in,
 * and the other finds no row inserted and answers 409 (its transaction, request included, rolls back).
 */
export async function bookSlot(tx: Tx, consultationId: string, choice: SlotChoice, now: Date) {
  const slot = await offeredSlot(tx, choice, now);
  const { token, hash } = newManageToken();
  const [row] = await tx
    .insert(b)
    .values({
      consultationId,
      office: slot.office,
      startsAt: new Date(slot.startsAt),
      endsAt: new Date(slot.endsAt),
      timeZone: slot.timeZone,
      requesterTimeZone: choice.timeZone ?? null,
      tokenHash: hash,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw slotTaken();
  return { row, token };
}

/**
 * Moves a booking (or re-books a cancelled one) to another free slot; the same unique index
 * refuses a slot someone else holds. `tokenHash` replaces the manage token when given.
 */
export async function moveBooking(
  tx: Tx,
  row: BookingRow,
  choice: SlotChoice,
  now: Date,
  tokenHash?: string,
): Promise<BookingRow> {
  const same =
    row.office === choice.office && row.startsAt.getTime() === Date.parse(choice.startsAt);
  if (same && row.status === "booked") throw new AppError("CONFLICT", "This is already your time.");
  const slot = await offeredSlot(tx, choice, now);
  try {
    const [moved] = await tx
      .update(b)
      .set({
        office: slot.office,
        startsAt: new Date(slot.startsAt),
        endsAt: new Date(slot.endsAt),
        timeZone: slot.timeZone,
        requesterTimeZone: choice.timeZone ?? row.requesterTimeZone,
        status: "booked",
        sequence: row.sequence + 1,
        ...(tokenHash ? { tokenHash } : {}),
        updatedAt: now,
      })
      .where(eq(b.id, row.id))
      .returning();
    if (!moved) throw new AppError("NOT_FOUND", "No such booking.");
    return moved;
  } catch (error) {
    if (isUniqueViolation(error, "consultation_bookings_slot_idx")) throw slotTaken();
    throw error;
  }
}

/** Frees the slot; the row stays (cancelled) so the invite's cancellation has a sequence. */
export async function cancelBooking(tx: Tx, row: BookingRow, now: Date): Promise<BookingRow> {
  if (row.status === "cancelled")
    throw new AppError("CONFLICT", "This booking is already cancelled.");
  const [cancelled] = await tx
    .update(b)
    .set({ status: "cancelled", sequence: row.sequence + 1, updatedAt: now })
    .where(eq(b.id, row.id))
    .returning();
  if (!cancelled) throw new AppError("NOT_FOUND", "No such booking.");
  return cancelled;
}
