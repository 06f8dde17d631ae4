import { normalizeMailbox } from "@app/shared/email-normalize";
import type { consultationInputSchema } from "@app/shared/leads";
import { MATURITY_AREAS, type MaturityScores } from "@app/shared/maturity";
import type { SiteConfig } from "@app/shared/site";
import { formatSlot } from "@app/shared/slot-format";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client.ts";
import { consultations } from "../../db/schema/leads.ts";
import { cappedConfirmation, enqueueEmails, type QueuedEmail } from "../../email/outbox.ts";
import { consultationConfirmation, type Fields, teamNotification } from "../../email/templates.ts";
import { holdMail, requesterMail } from "../bookings/booking-mails.ts";
import { type BookingRow, bookingsOf } from "../bookings/bookings.repository.ts";
import { assertHoldCaps, bookSlot } from "../bookings/bookings.service.ts";
import { attachAssessment } from "../maturity/maturity.service.ts";
import { insertOnce, recordLeadEvent } from "./insert-once.ts";

type Input = z.output<typeof consultationInputSchema>;

export interface LeadContext {
  userId: string | null;
  /** Whether the signed-in account's address is confirmed: only then is a slot booked at once. */
  emailVerified?: boolean;
  /** The client as the caps count it (quotaSubject of its address). */
  client?: string;
  userAgent: string | null;
  /** The client's Idempotency-Key, prefixed with who sent it (a user id, or "anonymous"). */
  idempotencyKey: string | undefined;
  /** SHA-256 of the validated body, kept with the key. */
  requestHash: string | undefined;
}

export interface MailSettings {
  site: SiteConfig;
  teamInbox: string;
  /** For the manage link of a booked slot. */
  publicUrl: string;
}

/** What the team's notice of a request shows: what was sent, in the team's language. */
export interface RequestForTeam {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  industry: string | null;
  details: string | null;
  language: string;
}

function requestFields(
  request: RequestForTeam,
  booking: BookingRow | null,
  maturity: MaturityScores | null,
): Fields {
  return [
    ["name", request.name],
    ["email", request.email],
    ["phone", request.phone],
    ["company", request.company],
    ["industry", request.industry],
    ["details", request.details],
    ["time", booking && formatSlot(booking.startsAt.toISOString(), "en", booking.timeZone)],
    ["maturity", maturity && maturitySummary(maturity)],
  ];
}

/** The team's notice of a request, with its booked time (only once confirmed) and maturity. */
export function teamRequestNotice(
  mail: MailSettings,
  request: RequestForTeam,
  booking: BookingRow | null,
  maturity: MaturityScores | null,
): QueuedEmail {
  const fields = requestFields(request, booking, maturity);
  return {
    template: "consultation-team",
    to: mail.teamInbox,
    ...teamNotification(mail.site, {
      subject: `New consultation request from ${request.name}`,
      intro: `${request.name} (${request.email}) asked for a free consultation. Language: ${request.language}.`,
      fields,
    }),
  };
}

/**
 * Stores the request and records the consultation_request event, all in one transaction, with
 * the mails. Without a slot, or with a slot booked at once (a signed-in requester whose address
 * is confirmed), the team's notification and the requester's confirmation are queued. A slot
 * picked by anyone else is only held (HOLD_LIMITS, capped per client and per mailbox, refused
 * with 429 before anything is stored): the requester gets the confirm link, and the team hears
 * of the request only when it is confirmed (confirmHold). A slot taken meanwhile is a 409 and
 * nothing is stored; with a maturity self-assessment it stores that too. A repeated idempotency
 * key returns the first request instead of making a second.
 */
export async function createConsultation(
  db: Db,
  mail: MailSettings,
  input: Input,
  ctx: LeadContext,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await insertOnce(
      tx,
      consultations,
      {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        company: input.company ?? null,
        industry: input.industry ?? null,
        details: input.details ?? null,
        language: input.language,
        userId: ctx.userId,
        idempotencyKey: ctx.idempotencyKey ?? null,
        idempotencyHash: ctx.idempotencyKey ? (ctx.requestHash ?? null) : null,
      },
      ctx.idempotencyKey,
    );
    if (row.replayed) {
      // A retry answers as the first did: a time still held says until when.
      const [booking] = await bookingsOf(tx, [row.id]);
      return {
        ...row,
        heldUntil: booking?.status === "held" ? booking.holdExpiresAt : null,
        bookingId: booking?.id ?? null,
      };
    }
    const mustConfirm = !(ctx.userId && ctx.emailVerified);
    const hold =
      input.slot && mustConfirm
        ? { client: ctx.client ?? "unknown", mailbox: normalizeMailbox(input.email) }
        : undefined;
    if (hold) await assertHoldCaps(tx, hold, now);
    const booked = input.slot ? await bookSlot(tx, row.id, input.slot, now, hold) : null;
    // Scored again here; on the requester's account only when they are signed in.
    const assessment = input.assessment
      ? await attachAssessment(tx, row.id, ctx.userId, input.assessment)
      : null;

    const requester = {
      id: row.id,
      name: input.name,
      email: input.email,
      language: input.language,
    };
    const request = {
      ...requester,
      phone: input.phone ?? null,
      company: input.company ?? null,
      industry: input.industry ?? null,
      details: input.details ?? null,
    };
    await enqueueEmails(tx, await requestMails(tx, mail, request, booked, assessment));
    await recordLeadEvent(tx, ctx, "consultation_request", {
      consultation_id: row.id,
      industry: input.industry ?? null,
      language: input.language,
      slot: booked ? booked.row.office : null,
    });
    return {
      ...row,
      heldUntil: booked?.row.holdExpiresAt ?? null,
      bookingId: booked?.row.id ?? null,
    };
  });
}

/** A held slot: only its confirm link. Otherwise: the team's notice and the confirmation. */
async function requestMails(
  tx: Tx,
  mail: MailSettings,
  request: RequestForTeam & { id: string },
  booked: { row: BookingRow; token: string; confirmToken: string | null } | null,
  assessment: MaturityScores | null,
): Promise<QueuedEmail[]> {
  if (booked?.confirmToken) {
    return cappedConfirmation(tx, holdMail(mail, request, booked.row, booked.confirmToken));
  }
  const confirmation: QueuedEmail = booked
    ? requesterMail(mail, request, booked.row, "booked", {
        token: booked.token,
        template: "consultation-confirmation",
      })
    : {
        template: "consultation-confirmation",
        to: request.email,
        ...consultationConfirmation(mail.site, request.language, {
          fields: requestFields(request, null, assessment),
        }),
      };
  return [
    teamRequestNotice(mail, request, booked?.row ?? null, assessment),
    ...(await cappedConfirmation(tx, confirmation)),
  ];
}

/** For the team's notification (English): "48/100 (strategy 56, data 33, ...)". */
function maturitySummary(scores: MaturityScores): string {
  const areas = MATURITY_AREAS.map((area) => `${area} ${scores.areas[area]}`).join(", ");
  return `${scores.overall}/100 (${areas})`;
}
