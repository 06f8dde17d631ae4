import { normalizeMailbox } from "@app/shared/email-normalize";
import { LEADS_LIMITS } from "@app/shared/leads";
import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { emailOutbox } from "../db/schema/email.ts";
import type { RenderedEmail } from "./templates.ts";

/** The mail a visitor's form sends to the address they typed: capped per recipient. */
const CONFIRMATION_TEMPLATES = [
  "consultation-confirmation",
  "consultation-hold",
  "submission-confirmation",
];

export type QueuedEmail = RenderedEmail & { to: string; template: string; ics?: string };

/** Queues mail inside the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueEmails(tx: Tx | Db, messages: QueuedEmail[]): Promise<void> {
  if (!messages.length) return;
  await tx.insert(emailOutbox).values(
    messages.map((m) => ({
      template: m.template,
      toAddress: m.to,
      recipientKey: normalizeMailbox(m.to),
      subject: m.subject,
      html: m.html,
      text: m.text,
      ics: m.ics ?? null,
    })),
  );
}

/**
 * A form's confirmation, or nothing once its mailbox (normalizeMailbox: `name+1@…` and `name@…`
 * are one) had LEADS_LIMITS.confirmationsPerAddressPerDay of them in 24 hours, so a form cannot be used to
 * flood a stranger's inbox.
 */
export async function cappedConfirmation(tx: Tx, message: QueuedEmail): Promise<QueuedEmail[]> {
  const allowed = await underRecipientCap(
    tx,
    message.to,
    CONFIRMATION_TEMPLATES,
    LEADS_LIMITS.confirmationsPerAddressPerDay,
  );
  return allowed ? [message] : [];
}

/**
 * Whether one more of these `templates` may go to `to`: fewer than `max` were queued for its
 * mailbox in the last 24 hours. Counted per normalised mailbox (normalizeMailbox: lower-case, no
 * +tag, Gmail's dots ignored), so `name+1@…` … `name+5@…` share one cap; the mail itself still
 * goes to `to` as typed. The mailbox is locked until the transaction ends, so a parallel burst
 * (under any spelling of it) cannot all read the same count and all send.
 */
export async function underRecipientCap(
  tx: Tx,
  to: string,
  templates: readonly string[],
  max: number,
): Promise<boolean> {
  const mailbox = normalizeMailbox(to);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`outbox-recipient:${mailbox}`}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.recipientKey, mailbox),
        inArray(emailOutbox.template, [...templates]),
        gt(emailOutbox.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return (row?.n ?? 0) < max;
}
