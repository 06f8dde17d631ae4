import { createHash, randomBytes } from "node:crypto";
import {
  type Booking,
  HOLD_LIMITS,
  type OfficeKey,
  SLOT_RULES,
  type Slot,
  type SlotChoice,
  type SlotList,
} from "@app/shared/consultation-slots";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { consultationBookings } from "../../db/schema/bookings.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError, RateLimitError } from "../../http/app-error.ts";
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
  const [hours, taken] = await Promise.all([loadAvailability(db), takenSlots(db, range, now)]);
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
 * A hold on this slot whose time has passed is marked expired, so the unique index lets the
 * slot be taken again: an expired hold never blocks a slot, whether or not the job ran yet.
 */
async function expireHoldOn(tx: Tx, office: string, startsAt: Date, now: Date) {
  await tx
    .update(b)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(b.office, office),
        eq(b.startsAt, startsAt),
        eq(b.status, "held"),
        lte(b.holdExpiresAt, now),
      ),
    );
}

/** Every hold past its time is marked expired (the scheduled job); returns how many. */
export async function expireHolds(db: Db | Tx, now: Date): Promise<number> {
  const gone = await db
    .update(b)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(b.status, "held"), lte(b.holdExpiresAt, now)))
    .returning({ id: b.id });
  return gone.length;
}

/** Who asks for a hold: the client (quotaSubject of its address) and the normalised mailbox. */
export interface HoldRequester {
  client: string;
  mailbox: string;
}

/**
 * Refuses (429, Retry-After until the oldest live hold ends) a hold beyond HOLD_LIMITS'
 * live holds per client or per mailbox. The caps' advisory locks, taken in one order, make
 * simultaneous requests of one client or mailbox count one after the other.
 */
export async function assertHoldCaps(tx: Tx, who: HoldRequester, now: Date): Promise<void> {
  const caps = [
    {
      key: `hold-client:${who.client}`,
      column: b.holdClient,
      value: who.client,
      max: HOLD_LIMITS.liveHoldsPerClient,
    },
    {
      key: `hold-mailbox:${who.mailbox}`,
      column: b.holdMailbox,
      value: who.mailbox,
      max: HOLD_LIMITS.liveHoldsPerMailbox,
    },
  ];
  for (const key of caps.map((cap) => cap.key).sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }
  for (const { column, value, max } of caps) {
    const [row] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        first: sql<string | null>`min(${b.holdExpiresAt})`,
      })
      .from(b)
      .where(and(eq(b.status, "held"), eq(column, value), gt(b.holdExpiresAt, now)));
    if ((row?.n ?? 0) >= max) {
      const ends = row?.first ? new Date(row.first).getTime() : now.getTime();
      throw new RateLimitError(
        "Too many times are held for confirmation already. Confirm them from your e-mail, or try again when they expire.",
        Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
      );
    }
  }
}

/**
 * Books the slot for a request, or with `hold` only holds it until HOLD_LIMITS.holdMinutes from
 * now: the returned `confirmToken` (only its hash is kept) confirms it. Two requests for one
 * slot: the unique index lets one insert in, and the other finds no row inserted and answers 409
 * (its transaction, request included, rolls back).
 */
export async function bookSlot(
  tx: Tx,
  consultationId: string,
  choice: SlotChoice,
  now: Date,
  hold?: HoldRequester,
) {
  const slot = await offeredSlot(tx, choice, now);
  const startsAt = new Date(slot.startsAt);
  await expireHoldOn(tx, slot.office, startsAt, now);
  const { token, hash } = newManageToken();
  const confirm = hold ? newManageToken() : null;
  const [row] = await tx
    .insert(b)
    .values({
      consultationId,
      office: slot.office,
      startsAt,
      endsAt: new Date(slot.endsAt),
      timeZone: slot.timeZone,
      requesterTimeZone: choice.timeZone ?? null,
      tokenHash: hash,
      ...(hold && confirm
        ? {
            status: "held",
            holdExpiresAt: new Date(now.getTime() + HOLD_LIMITS.holdMinutes * 60_000),
            confirmTokenHash: confirm.hash,
            holdClient: hold.client,
            holdMailbox: hold.mailbox,
          }
        : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw slotTaken();
  return { row, token, confirmToken: confirm?.token ?? null };
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
  await expireHoldOn(tx, slot.office, new Date(slot.startsAt), now);
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
        holdExpiresAt: null,
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

/**
 * Frees the slot, a held one included; the row stays (cancelled) so the invite's cancellation
 * has a sequence.
 */
export async function cancelBooking(tx: Tx, row: BookingRow, now: Date): Promise<BookingRow> {
  if (row.status === "cancelled" || row.status === "expired")
    throw new AppError("CONFLICT", "This booking is already cancelled.");
  const [cancelled] = await tx
    .update(b)
    .set({ status: "cancelled", holdExpiresAt: null, sequence: row.sequence + 1, updatedAt: now })
    .where(eq(b.id, row.id))
    .returning();
  if (!cancelled) throw new AppError("NOT_FOUND", "No such booking.");
  return cancelled;
}
