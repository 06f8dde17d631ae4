import type { Tx } from "../../db/client.ts";
import { enqueueEmails, type QueuedEmail } from "../../email/outbox.ts";
import { type BookingMailSettings, type Requester, requesterMail } from "./booking-mails.ts";
import { type BookingRow, bookingOf } from "./bookings.repository.ts";
import { cancelBooking } from "./bookings.service.ts";

/**
 * Frees a held or booked slot. Only a booked one had an invite to withdraw: its requester's
 * calendar cancellation (METHOD:CANCEL) is returned, for the caller to queue with its other mails.
 */
export async function freeSlot(
  tx: Tx,
  mail: BookingMailSettings,
  request: Requester,
  row: BookingRow,
  now: Date,
): Promise<{ released: BookingRow; mails: QueuedEmail[] }> {
  const released = await cancelBooking(tx, row, now);
  if (row.status !== "booked") return { released, mails: [] };
  const cancellation = requesterMail(mail, request, released, "cancelled", {
    token: null,
    template: "consultation-booking",
  });
  return { released, mails: [cancellation] };
}

/** A request the team cancels frees its booked or held slot (freeSlot), in the same transaction. */
export async function releaseBooking(
  tx: Tx,
  mail: BookingMailSettings,
  request: Requester,
): Promise<void> {
  const row = await bookingOf(tx, request.id);
  if (row?.status !== "held" && row?.status !== "booked") return;
  const { mails } = await freeSlot(tx, mail, request, row, new Date());
  await enqueueEmails(tx, mails);
}
