import type { Tx } from "../../db/client.ts";
import { enqueueEmails } from "../../email/outbox.ts";
import { type BookingMailSettings, type Requester, requesterMail } from "./booking-mails.ts";
import { bookingOf } from "./bookings.repository.ts";
import { cancelBooking } from "./bookings.service.ts";

/**
 * A request the team cancels frees its booked or held slot; a booked one's calendar entry is
 * withdrawn (METHOD:CANCEL) in the same transaction. Nothing happens without a slot.
 */
export async function releaseBooking(
  tx: Tx,
  mail: BookingMailSettings,
  request: Requester,
): Promise<void> {
  const row = await bookingOf(tx, request.id);
  if (row?.status === "held") {
    await cancelBooking(tx, row, new Date());
    return;
  }
  if (row?.status !== "booked") return;
  const cancelled = await cancelBooking(tx, row, new Date());
  await enqueueEmails(tx, [
    requesterMail(mail, request, cancelled, "cancelled", {
      token: null,
      template: "consultation-booking",
    }),
  ]);
}
