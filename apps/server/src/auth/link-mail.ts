import { DEFAULT_LANGUAGE, type Language } from "@app/shared/i18n";
import { localizedPath } from "@app/shared/language-path";
import { LINK_MAIL_LIMITS } from "@app/shared/limits";
import type { Db, Tx } from "../db/client.ts";
import { enqueueEmails, underRecipientCap } from "../email/outbox.ts";
import type { RenderedEmail } from "../email/templates.ts";
import { requestLanguage } from "../http/language-choice.ts";
import { quotaSubject, takeQuota } from "../http/rate-limit.ts";
import { CLIENT_IP_HEADER, KNOWN_ACCOUNT_HEADER } from "./internal-headers.ts";

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
 * Whether this mail may go out. The address gets `perAddressPerDay` of them a day from anyone,
 * and each requester (a client address) LINK_MAIL_LIMITS.perRequesterPerDay across addresses.
 * The account's owner (signed in to it, or on a device it signed in from lately: the
 * KNOWN_ACCOUNT_HEADER auth.routes.ts sets) has LINK_MAIL_LIMITS.ownerExtraPerDay more, so
 * strangers who use up the address's mails cannot block its recovery (issue 35 defect 6). The
 * mail sign-up sends by itself counts against the address only (sign-ups have their own limit).
 */
async function mayQueue(
  tx: Tx,
  mail: LinkMail,
  account: { id: string; email: string },
  request: Request | undefined,
): Promise<boolean> {
  const owner = request?.headers.get(KNOWN_ACCOUNT_HEADER) === account.id;
  const perAddress = mail.perAddressPerDay + (owner ? LINK_MAIL_LIMITS.ownerExtraPerDay : 0);
  if (!(await underRecipientCap(tx, account.email, [mail.template], perAddress))) return false;
  if (owner || !request || new URL(request.url).pathname.endsWith("/sign-up/email")) return true;
  const requester = quotaSubject(request.headers.get(CLIENT_IP_HEADER) ?? "unknown");
  const { within } = await takeQuota(
    tx,
    `link-mail:${requester}`,
    LINK_MAIL_LIMITS.perRequesterPerDay,
    24 * 60 * 60,
  );
  return within;
}

/**
 * A Better Auth mail callback (`sendVerificationEmail`, `sendResetPassword`): queues Better
 * Auth's link in the outbox (sent by the outbox worker, retried through SMTP outages), in the
 * reader's language, landing on our page. The caps keep a form from flooding an inbox.
 */
export function linkMailer(db: Db, mail: LinkMail) {
  return async (
    { user, url }: { user: { id: string; email: string }; url: string },
    request?: Request,
  ) => {
    // The site's remembered choice, else what the browser asks for.
    const language = (request && requestLanguage(request.headers)) ?? DEFAULT_LANGUAGE;
    const link = new URL(url);
    link.searchParams.set("callbackURL", localizedPath(language, mail.landingPath));
    const rendered = mail.render(language, link.toString());
    await db.transaction(async (tx) => {
      if (await mayQueue(tx, mail, user, request)) {
        await enqueueEmails(tx, [{ template: mail.template, to: user.email, ...rendered }]);
      }
    });
  };
}
