import type { Db, Tx } from "../db/client.ts";
import { emailOutbox } from "../db/schema/email.ts";
import type { RenderedEmail } from "./templates.ts";

/** Queues mail inside the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueEmails(
  tx: Tx | Db,
  messages: (RenderedEmail & { to: string; template: string })[],
): Promise<void> {
  if (!messages.length) return;
  await tx.insert(emailOutbox).values(
    messages.map((m) => ({
      template: m.template,
      toAddress: m.to,
      subject: m.subject,
      html: m.html,
      text: m.text,
    })),
  );
}
