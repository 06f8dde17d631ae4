import nodemailer from "nodemailer";

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** An iCalendar invite sent as the mail's calendar part (text/calendar), or null. */
  ics?: string | null;
}

export interface MailTransport {
  /** Name stored on each sent row ("smtp" or "dev-mailbox"). */
  name: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * An SMTP server that does not answer gives up well within the outbox's claim lease (120 s), so a
 * message is never still being sent when another worker may take it back.
 */
export const SMTP_TIMEOUTS_MS = { connection: 15_000, greeting: 15_000, socket: 30_000 };

/** The METHOD line of an invite (REQUEST, CANCEL, ...), which the calendar part must repeat. */
function icsMethod(ics: string): string {
  return /^METHOD:([A-Z-]+)\r?$/m.exec(ics)?.[1] ?? "PUBLISH";
}

/** Real delivery over SMTP. The outbox row id becomes the Message-ID, so a resend is recognisable. */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? "localhost";
  return {
    name: "smtp",
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${mail.id}@${domain}>`,
        ...(mail.ics ? { icalEvent: { method: icsMethod(mail.ics), content: mail.ics } } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Development without SMTP: the message stays in the outbox table, marked as delivered to the dev
 * mailbox, where /api/dev/mailbox and /dev/mailbox show it.
 */
export function devMailboxTransport(): MailTransport {
  return { name: "dev-mailbox", send: async () => {}, close: () => {} };
}
