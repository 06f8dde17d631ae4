import type { Profile } from "@app/shared/auth-schemas";
import {
  type BulkReleaseResult,
  type bulkReleaseSchema,
  type ConfirmedBooking,
  HOLD_LIMITS,
} from "@app/shared/consultation-slots";
import { and, asc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { consultationBookings } from "../../db/schema/bookings.ts";
import { consultations } from "../../db/schema/leads.ts";
import { maturityAssessments } from "../../db/schema/maturity.ts";
import { enqueueEmails, type QueuedEmail } from "../../email/outbox.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/audit.ts";
import { teamRequestNotice } from "../leads/consultations.service.ts";
import { type BookingMailSettings, requesterMail } from "./booking-mails.ts";
import { freeSlot } from "./booking-release.ts";
import { bookingOf } from "./bookings.repository.ts";
import { hashToken, newManageToken, toBooking } from "./bookings.service.ts";

const b = consultationBookings;
const c = consultations;

/** Why a confirm link confirms nothing, for the page to word in the reader's language. */
const linkRefused = (reason: "expired" | "used") =>
  new AppError(
    "CONFLICT",
    reason === "expired"
      ? "This time was held for confirmation too long ago and is free again; pick a time again."
      : "This link was used already; the booking e-mail has the link to manage it.",
    { token: [reason] },
  );

/**
 * The confirm link of a hold's e-mail: the held slot becomes booked (only if the hold has not
 * expired, whether or not the job marked it yet), the team gets its one notice of the request
 * and the requester the booking confirmation with its invite and a new manage link. A link that
 * opens nothing is a 404; an expired or used one a 409 whose `fields.token` says which.
 */
export async function confirmHold(
  db: Db,
  mail: BookingMailSettings,
  token: string,
  now: Date,
): Promise<ConfirmedBooking> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ consultationId: b.consultationId })
      .from(b)
      .where(eq(b.confirmTokenHash, hashToken(token)));
    if (!link) {
      throw new AppError(
        "NOT_FOUND",
        "This link does not confirm a booking; use the link of your latest e-mail.",
      );
    }
    // The request, then its booking: the order the team's status change locks them in.
    const [request] = await tx.select().from(c).where(eq(c.id, link.consultationId)).for("update");
    const row = await bookingOf(tx, link.consultationId);
    if (!request || !row) throw linkRefused("used");
    // A hold past its time is expired, whether or not the job marked it yet.
    const lapsed = row.status === "held" && !(row.holdExpiresAt && row.holdExpiresAt > now);
    if (row.status === "expired" || lapsed) throw linkRefused("expired");
    if (row.status !== "held") throw linkRefused("used");
    const manage = newManageToken();
    const [booked] = await tx
      .update(b)
      .set({ status: "booked", holdExpiresAt: null, tokenHash: manage.hash, updatedAt: now })
      .where(eq(b.id, row.id))
      .returning();
    if (!booked) throw linkRefused("used");
    const [assessment] = await tx
      .select({ scores: maturityAssessments.scores })
      .from(maturityAssessments)
      .where(eq(maturityAssessments.consultationId, request.id))
      .limit(1);
    await enqueueEmails(tx, [
      teamRequestNotice(mail, request, booked, assessment?.scores ?? null),
      requesterMail(mail, request, booked, "booked", {
        token: manage.token,
        template: "consultation-confirmation",
      }),
    ]);
    return { language: request.language, booking: toBooking(booked) };
  });
}

type ReleaseInput = z.output<typeof bulkReleaseSchema>;

/**
 * The admin frees slots at once, in one transaction: unconfirmed holds (the default), confirmed
 * bookings (their requesters get the calendar cancellation) or both, narrowed to `ids` and to a
 * range of start times; at most HOLD_LIMITS.releaseMax a call. Each released booking gets its
 * audit row (booking.release on its consultation).
 */
export async function releaseBookings(
  db: Db,
  mail: BookingMailSettings,
  actor: Profile,
  input: ReleaseInput,
  now: Date,
): Promise<BulkReleaseResult> {
  return db.transaction(async (tx) => {
    const statuses = input.status === "any" ? ["held", "booked"] : [input.status];
    const where: (SQL | undefined)[] = [inArray(b.status, statuses)];
    if (input.ids) where.push(inArray(b.id, input.ids));
    if (input.from) where.push(gte(b.startsAt, new Date(input.from)));
    if (input.to) where.push(lt(b.startsAt, new Date(input.to)));
    const rows = await tx
      .select({ booking: b, request: c })
      .from(b)
      .innerJoin(c, eq(c.id, b.consultationId))
      .where(and(...where))
      .orderBy(asc(b.startsAt), asc(b.id))
      .limit(HOLD_LIMITS.releaseMax + 1)
      .for("update", { of: b });
    const batch = rows.slice(0, HOLD_LIMITS.releaseMax);
    const mails: QueuedEmail[] = [];
    for (const { booking, request } of batch) {
      const freed = await freeSlot(tx, mail, request, booking, now);
      mails.push(...freed.mails);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: "booking.release",
        entityType: "consultation",
        entityId: request.id,
        before: {
          bookingId: booking.id,
          status: booking.status,
          office: booking.office,
          startsAt: booking.startsAt,
        },
        after: { bookingId: booking.id, status: freed.released.status },
      });
    }
    await enqueueEmails(tx, mails);
    return {
      released: batch.length,
      ids: batch.map((r) => r.booking.id),
      more: rows.length > batch.length,
    };
  });
}
