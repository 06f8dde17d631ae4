import type { ManagedBooking, SlotChoice } from "@app/shared/consultation-slots";
import { and, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { consultationBookings } from "../../db/schema/bookings.ts";
import { consultations } from "../../db/schema/leads.ts";
import { enqueueEmails } from "../../email/outbox.ts";
import { AppError } from "../../http/app-error.ts";
import { ownedBy } from "../consultations/consultations.repository.ts";
import { type BookingMailSettings, requesterMail, teamMail } from "./booking-mails.ts";
import { type BookingRow, bookingByTokenHash, bookingOf } from "./bookings.repository.ts";
import {
  bookSlot,
  cancelBooking,
  hashToken,
  moveBooking,
  newManageToken,
  toBooking,
} from "./bookings.service.ts";

const c = consultations;
/** A completed or cancelled request keeps its booking as it was. */
const OPEN = new Set(["pending", "contacted", "scheduled"]);
const requesterColumns = {
  id: c.id,
  name: c.name,
  email: c.email,
  language: c.language,
  status: c.status,
};
type Requester = { id: string; name: string; email: string; language: string; status: string };

const badLink = () =>
  new AppError(
    "NOT_FOUND",
    "This link does not open a booking; use the link of your latest e-mail.",
  );

async function lockRequest(tx: Tx, where: SQL | undefined): Promise<Requester> {
  const [row] = await tx.select(requesterColumns).from(c).where(where).for("update");
  if (!row) throw new AppError("NOT_FOUND", "No such consultation request.");
  if (!OPEN.has(row.status)) {
    throw new AppError("CONFLICT", `This request is ${row.status}; its time cannot change.`);
  }
  return row;
}

function managed(request: Requester, row: BookingRow): ManagedBooking {
  return {
    consultationId: request.id,
    consultationStatus: request.status,
    language: request.language,
    booking: toBooking(row),
  };
}

/** What the manage link shows; 404 for a token that opens nothing. */
export async function getManagedBooking(db: Db, token: string): Promise<ManagedBooking> {
  const [row] = await db
    .select({ booking: consultationBookings, request: requesterColumns })
    .from(consultationBookings)
    .innerJoin(c, eq(c.id, consultationBookings.consultationId))
    .where(eq(consultationBookings.tokenHash, hashToken(token)));
  if (!row) throw badLink();
  return managed(row.request, row.booking);
}

/** The link's holder moves the booking (or books again after cancelling); mails go out with it. */
export async function rescheduleByToken(
  db: Db,
  mail: BookingMailSettings,
  token: string,
  choice: SlotChoice,
  now: Date,
): Promise<ManagedBooking> {
  return db.transaction(async (tx) => {
    const row = await bookingByTokenHash(tx, hashToken(token));
    if (!row) throw badLink();
    const request = await lockRequest(tx, eq(c.id, row.consultationId));
    const moved = await moveBooking(tx, row, choice, now);
    await enqueueEmails(tx, [
      requesterMail(mail, request, moved, "rescheduled", {
        token,
        template: "consultation-booking",
      }),
      teamMail(mail, request, moved, "rescheduled"),
    ]);
    return managed(request, moved);
  });
}

/** The link's holder cancels; the slot is free again at once. */
export async function cancelByToken(
  db: Db,
  mail: BookingMailSettings,
  token: string,
  now: Date,
): Promise<ManagedBooking> {
  return db.transaction(async (tx) => {
    const row = await bookingByTokenHash(tx, hashToken(token));
    if (!row) throw badLink();
    const request = await lockRequest(tx, eq(c.id, row.consultationId));
    const cancelled = await cancelBooking(tx, row, now);
    await enqueueEmails(tx, [
      requesterMail(mail, request, cancelled, "cancelled", {
        token,
        template: "consultation-booking",
      }),
      teamMail(mail, request, cancelled, "cancelled"),
    ]);
    return managed(request, cancelled);
  });
}

/**
 * The signed-in requester books a slot for one of their requests, or moves its booking. The
 * e-mail carries a new manage link (only its hash is kept, so the old one cannot be re-sent):
 * the previous link stops working.
 */
export async function bookForUser(
  db: Db,
  mail: BookingMailSettings,
  userId: string,
  consultationId: string,
  choice: SlotChoice,
  now: Date,
): Promise<ManagedBooking> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, and(eq(c.id, consultationId), ownedBy(userId)));
    const existing = await bookingOf(tx, consultationId);
    const { token, hash } = newManageToken();
    const result = existing
      ? {
          row: await moveBooking(tx, existing, choice, now, hash),
          token,
          news: "rescheduled" as const,
        }
      : { ...(await bookSlot(tx, consultationId, choice, now)), news: "booked" as const };
    await enqueueEmails(tx, [
      requesterMail(mail, request, result.row, result.news, {
        token: result.token,
        template: "consultation-booking",
      }),
      teamMail(mail, request, result.row, result.news),
    ]);
    return managed(request, result.row);
  });
}

/** The signed-in requester cancels the booking of one of their requests. */
export async function cancelForUser(
  db: Db,
  mail: BookingMailSettings,
  userId: string,
  consultationId: string,
  now: Date,
): Promise<ManagedBooking> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, and(eq(c.id, consultationId), ownedBy(userId)));
    const row = await bookingOf(tx, consultationId);
    if (!row) throw new AppError("NOT_FOUND", "This request has no booked time.");
    const cancelled = await cancelBooking(tx, row, now);
    await enqueueEmails(tx, [
      requesterMail(mail, request, cancelled, "cancelled", {
        token: null,
        template: "consultation-booking",
      }),
      teamMail(mail, request, cancelled, "cancelled"),
    ]);
    return managed(request, cancelled);
  });
}
