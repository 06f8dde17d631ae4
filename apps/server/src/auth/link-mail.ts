import { DEFAULT_LANGUAGE, type Language } from "@app/shared/i18n";
import { localizedPath } from "@app/shared/language-path";
import type { Db } from "../db/client.ts";
import { enqueueEmails, underRecipientCap } from "../email/outbox.ts";
import type { RenderedEmail } from "../email/templates.ts";
import { requestLanguage } from "../http/language-choice.ts";

interface LinkMail {
  /** The outbox template name (also what the per-address cap counts). */
  template: string;
  /** The page the link lands on, in the reader's language. */
  landingPath: string;
  /** How many of these one address gets a day, however often someone asks. */
  perAddressPerDay: number;
  render(language: Language, url: string): RenderedEmail;
}

/**
 * A Better Auth mail callback (`sendVerificationEmail`, `sendResetPassword`): queues Better
 * Auth's link in the outbox (sent by the outbox worker, retried through SMTP outages), in the
 * reader's language, landing on our page. The cap keeps a form from flooding an inbox.
 */
export function linkMailer(db: Db, mail: LinkMail) {
  return async ({ user, url }: { user: { email: string }; url: string }, request?: Request) => {
    // The site's remembered choice, else what the browser asks for.
    const language = (request && requestLanguage(request.headers)) ?? DEFAULT_LANGUAGE;
    const link = new URL(url);
    link.searchParams.set("callbackURL", localizedPath(language, mail.landingPath));
    const rendered = mail.render(language, link.toString());
    await db.transaction(async (tx) => {
      const allowed = await underRecipientCap(
        tx,
        user.email,
        [mail.template],
        mail.perAddressPerDay,
      );
      if (allowed)
        await enqueueEmails(tx, [{ template: mail.template, to: user.email, ...rendered }]);
    });
  };
}
