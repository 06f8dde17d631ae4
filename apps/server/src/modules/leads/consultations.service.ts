import type { consultationInputSchema } from "@app/shared/leads";
import { MATURITY_AREAS, type MaturityScores } from "@app/shared/maturity";
import type { SiteConfig } from "@app/shared/site";
import { formatSlot } from "@app/shared/slot-format";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { consultations } from "../../db/schema/leads.ts";
import { cappedConfirmation, enqueueEmails } from "../../email/outbox.ts";
import { consultationConfirmation, type Fields, teamNotification } from "../../email/templates.ts";
import { requesterMail } from "../bookings/booking-mails.ts";
import { bookSlot } from "../bookings/bookings.service.ts";
import { attachAssessment } from "../maturity/maturity.service.ts";
import { insertOnce, recordLeadEvent } from "./insert-once.ts";

type Input = z.output<typeof consultationInputSchema>;

export interface LeadContext {
  userId: string | null;
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

/**
 * Stores the request, queues the team's notification and the requester's confirmation, and
 * records the consultation_request event, all in one transaction. With a slot it books it in
 * that transaction too: a slot taken meanwhile is a 409 and nothing is stored; with a maturity
 * self-assessment it stores that too. A repeated
 * idempotency key returns the first request instead of making a second.
 */
export async function createConsultation(
  db: Db,
  mail: MailSettings,
  input: Input,
  ctx: LeadContext,
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
    if (row.replayed) return row;
    const booked = input.slot ? await bookSlot(tx, row.id, input.slot, new Date()) : null;
    // Scored again here; on the requester's account only when they are signed in.
    const assessment = input.assessment
      ? await attachAssessment(tx, row.id, ctx.userId, input.assessment)
      : null;

    const fields: Fields = [
      ["name", input.name],
      ["email", input.email],
      ["phone", input.phone],
      ["company", input.company],
      ["industry", input.industry],
      ["details", input.details],
      ["time", booked && formatSlot(booked.row.startsAt.toISOString(), "en", booked.row.timeZone)],
      ["maturity", assessment && maturitySummary(assessment)],
    ];
    const requester = {
      id: row.id,
      name: input.name,
      email: input.email,
      language: input.language,
    };
    await enqueueEmails(tx, [
      {
        template: "consultation-team",
        to: mail.teamInbox,
        ...teamNotification(mail.site, {
          subject: `New consultation request from ${input.name}`,
          intro: `${input.name} (${input.email}) asked for a free consultation. Language: ${input.language}.`,
          fields,
        }),
      },
      ...(await cappedConfirmation(
        tx,
        booked
          ? requesterMail(mail, requester, booked.row, "booked", {
              token: booked.token,
              template: "consultation-confirmation",
            })
          : {
              template: "consultation-confirmation",
              to: input.email,
              ...consultationConfirmation(mail.site, input.language, { fields }),
            },
      )),
    ]);
    await recordLeadEvent(tx, ctx, "consultation_request", {
      consultation_id: row.id,
      industry: input.industry ?? null,
      language: input.language,
      slot: booked ? booked.row.office : null,
    });
    return row;
  });
}

/** For the team's notification (English): "48/100 (strategy 56, data 33, ...)". */
function maturitySummary(scores: MaturityScores): string {
  const areas = MATURITY_AREAS.map((area) => `${area} ${scores.areas[area]}`).join(", ");
  return `${scores.overall}/100 (${areas})`;
}
