import {
  BOOKING_LIMITS,
  type ManagedBooking,
  type SlotChoice,
} from "@app/shared/consultation-slots";
import { and, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { consultationBookings } from "../../db/schema/bookings.ts";
import { consultations } from "../../db/schema/leads.ts";
import type { BookingNews } from "../../email/booking-templates.ts";
import { enqueueEmails, type QueuedEmail, underRecipientCap } from "../../email/outbox.ts";
import { AppError } from "../../http/app-error.ts";
import { DAY_SECONDS, requireQuota } from "../../http/rate-limit.ts";
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

/** The signed-in requester: their account, and its own address, where their booking mail goes. */
export type BookingAccount = { id: string; email: string; emailVerified?: boolean };

const BOOKING_MAIL = "consultation-booking";

/**
 * Counts one change of this request's booked time, and of the account's when signed in; over
 * either limit the change is refused (429) before anything is written (BOOKING_LIMITS).
 */
async function countChange(tx: Tx, consultationId: string, account?: BookingAccount) {
  const limits: [string, number][] = [
    [`booking-changes:request:${consultationId}`, BOOKING_LIMITS.changesPerRequestPerDay],
  ];
  if (account) {
    limits.push([`booking-changes:account:${account.id}`, BOOKING_LIMITS.changesPerAccountPerDay]);
  }
  for (const [key, max] of limits) {
    await requireQuota(
      tx,
      key,
      max,
      DAY_SECONDS,
      "This booking has changed too often today. Please try again tomorrow or contact us.",
    );
  }
}

/**
 * The mails of a change: the team's note, and the requester's invite to `to` unless that address
 * already had BOOKING_LIMITS.mailsPerRecipientPerDay booking mails in 24 hours.
 */
async function changeMails(
  tx: Tx,
  mail: BookingMailSettings,
  request: Requester,
  row: BookingRow,
  news: BookingNews,
  options: { token: string | null; to: string },
): Promise<QueuedEmail[]> {
  const team = teamMail(mail, request, row, news);
  const capped = !(await underRecipientCap(
    tx,
    options.to,
    [BOOKING_MAIL],
    BOOKING_LIMITS.mailsPerRecipientPerDay,
  ));
  if (capped) return [team];
  const requester = requesterMail(mail, { ...request, email: options.to }, row, news, {
    token: options.token,
    template: BOOKING_MAIL,
  });
  return [requester, team];
}

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
    await countChange(tx, request.id);
    const moved = await moveBooking(tx, row, choice, now);
    // The link came to the request's address: its holder reads that inbox.
    await enqueueEmails(
      tx,
      await changeMails(tx, mail, request, moved, "rescheduled", { token, to: request.email }),
    );
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
    await countChange(tx, request.id);
    const cancelled = await cancelBooking(tx, row, now);
    await enqueueEmails(
      tx,
      await changeMails(tx, mail, request, cancelled, "cancelled", { token, to: request.email }),
    );
    return managed(request, cancelled);
  });
}

/**
 * The signed-in requester books a slot for one of their requests, or moves its booking. The
 * e-mail carries a new manage link (only its hash is kept, so the old one cannot be re-sent):
 * the previous link stops working. It goes to the account's own address, not to whatever
 * address the request was typed with, which nobody has confirmed. An account whose address is
 * not confirmed cannot book this way (403 EMAIL_NOT_VERIFIED): it would book without a hold.
 */
export async function bookForUser(
  db: Db,
  mail: BookingMailSettings,
  account: BookingAccount,
  consultationId: string,
  choice: SlotChoice,
  now: Date,
): Promise<ManagedBooking> {
  // Booking at once is for a confirmed address; anyone else confirms a hold from the e-mail.
  if (account.emailVerified !== true) {
    throw new AppError(
      "EMAIL_NOT_VERIFIED",
      "Confirm your e-mail address first, then book a time from your dashboard.",
    );
  }
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, and(eq(c.id, consultationId), ownedBy(account.id)));
    await countChange(tx, request.id, account);
    const existing = await bookingOf(tx, consultationId);
    const { token, hash } = newManageToken();
    const result = existing
      ? {
          row: await moveBooking(tx, existing, choice, now, hash),
          token,
          news: "rescheduled" as const,
        }
      : { ...(await bookSlot(tx, consultationId, choice, now)), news: "booked" as const };
    await enqueueEmails(
      tx,
      await changeMails(tx, mail, request, result.row, result.news, {
        token: result.token,
        to: account.email,
      }),
    );
    return managed(request, result.row);
  });
}

/** The signed-in requester cancels the booking (or the unconfirmed hold) of one of their requests. */
export async function cancelForUser(
  db: Db,
  mail: BookingMailSettings,
  account: BookingAccount,
  consultationId: string,
  now: Date,
): Promise<ManagedBooking> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, and(eq(c.id, consultationId), ownedBy(account.id)));
    const row = await bookingOf(tx, consultationId);
    if (!row) throw new AppError("NOT_FOUND", "This request has no booked time.");
    await countChange(tx, request.id, account);
    const cancelled = await cancelBooking(tx, row, now);
    // A hold sent no invite and the team never heard of it: nothing to withdraw or tell.
    if (row.status === "held") return managed(request, cancelled);
    await enqueueEmails(
      tx,
      await changeMails(tx, mail, request, cancelled, "cancelled", {
        token: null,
        to: account.email,
      }),
    );
    return managed(request, cancelled);
  });
}
