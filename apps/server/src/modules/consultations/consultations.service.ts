import type { Profile } from "@app/shared/auth-schemas";
import {
  type AdminConsultation,
  type ConsultationStatus,
  canMoveConsultation,
  type consultationStatusInputSchema,
} from "@app/shared/consultations";
import { dashboardPathFor } from "@app/shared/roles";
import type { SiteConfig } from "@app/shared/site";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { consultationEvents, consultations } from "../../db/schema/leads.ts";
import { enqueueEmails } from "../../email/outbox.ts";
import { consultationScheduled } from "../../email/templates.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/audit.ts";
import { releaseBooking } from "../bookings/booking-release.ts";
import { absoluteUrl } from "../seo/public-url.ts";
import { getConsultation } from "./consultations.repository.ts";

const c = consultations;

export interface ConsultationMail {
  site: SiteConfig;
  publicUrl: string;
  teamInbox: string;
}
type StatusChange = z.output<typeof consultationStatusInputSchema>;

/** The request, locked until the transaction ends, so two admins' changes run one after the other. */
async function lockConsultation(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: c.id,
      status: c.status,
      name: c.name,
      email: c.email,
      language: c.language,
      userId: c.userId,
    })
    .from(c)
    .where(eq(c.id, id))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", "No such consultation request.");
  return row as typeof row & { status: ConsultationStatus };
}

function conflict(message: string): never {
  throw new AppError("CONFLICT", message);
}

/**
 * Moves a request one step along the pipeline, in one transaction: the row lock and the update
 * conditional on the status read decide who wins when two admins act at once (the other gets 409),
 * and the history step, the audit row and (for scheduled) the requester's e-mail in the request's
 * language commit with the change or not at all.
 */
export async function changeConsultationStatus(
  db: Db,
  mail: ConsultationMail,
  actor: Profile,
  id: string,
  input: StatusChange,
): Promise<AdminConsultation> {
  return db.transaction(async (tx) => {
    const before = await lockConsultation(tx, id);
    if (input.from && input.from !== before.status) {
      conflict(`This request is ${before.status} now; someone changed it meanwhile.`);
    }
    if (!canMoveConsultation(before.status, input.status)) {
      conflict(`A ${before.status} request cannot become ${input.status}.`);
    }
    const [after] = await tx
      .update(c)
      .set({ status: input.status, updatedAt: new Date() })
      .where(and(eq(c.id, id), eq(c.status, before.status)))
      .returning({ status: c.status });
    if (!after) conflict("Someone changed this request meanwhile.");
    const note = input.note ?? null;
    await tx.insert(consultationEvents).values({
      consultationId: id,
      fromStatus: before.status,
      toStatus: input.status,
      note,
      actorUserId: actor.id,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "consultation.status",
      entityType: "consultation",
      entityId: id,
      before: { status: before.status },
      after: { status: input.status, note },
    });
    if (input.status === "cancelled") await releaseBooking(tx, mail, before);
    if (input.status === "scheduled") {
      // A link to the dashboard only when the request came from an account that can open it.
      const [account] = before.userId
        ? await tx.select({ role: user.role }).from(user).where(eq(user.id, before.userId))
        : [];
      const dashboardUrl =
        account?.role === "business"
          ? absoluteUrl(mail.publicUrl, `${dashboardPathFor("business")}?tab=consultations`)
          : null;
      await enqueueEmails(tx, [
        {
          template: "consultation-scheduled",
          to: before.email,
          ...consultationScheduled(mail.site, before.language, { name: before.name, dashboardUrl }),
        },
      ]);
    }
    return getConsultation(tx, id);
  });
}

/** An internal note on a request, without a status change; in its history and the audit log. */
export async function addConsultationNote(
  db: Db,
  actor: Profile,
  id: string,
  note: string,
): Promise<AdminConsultation> {
  return db.transaction(async (tx) => {
    const row = await lockConsultation(tx, id);
    await tx.insert(consultationEvents).values({ consultationId: id, note, actorUserId: actor.id });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "consultation.note",
      entityType: "consultation",
      entityId: id,
      before: { status: row.status },
      after: { status: row.status, note },
    });
    return getConsultation(tx, id);
  });
}
