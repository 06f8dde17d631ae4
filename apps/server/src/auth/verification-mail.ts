import { DEFAULT_LANGUAGE } from "@app/shared/i18n";
import { localizedPath } from "@app/shared/language-path";
import { EMAIL_VERIFICATION } from "@app/shared/limits";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { enqueueEmails, underRecipientCap } from "../email/outbox.ts";
import { verifyEmail } from "../email/templates.ts";
import { requestLanguage } from "../http/language-choice.ts";

export const VERIFY_EMAIL_TEMPLATE = "verify-email";

/** Where the link lands once the address is confirmed (or with `error=` when it is not valid). */
export const VERIFIED_LANDING_PATH = "/account?emailVerified=1";

/**
 * Better Auth's `sendVerificationEmail`: queues the link in the outbox (sent by the outbox
 * worker, retried through SMTP outages), in the reader's language, landing on the account page.
 * One address gets at most EMAIL_VERIFICATION.mailsPerAddressPerDay of them a day, however often
 * someone asks, so the form cannot flood an inbox.
 */
export function verificationMailer(db: Db, config: Pick<Config, "site">) {
  return async ({ user, url }: { user: { email: string }; url: string }, request?: Request) => {
    // The site's remembered choice, else what the browser asks for.
    const language = (request && requestLanguage(request.headers)) ?? DEFAULT_LANGUAGE;
    const link = new URL(url);
    link.searchParams.set("callbackURL", localizedPath(language, VERIFIED_LANDING_PATH));
    const mail = verifyEmail(config.site, language, {
      url: link.toString(),
      hours: EMAIL_VERIFICATION.linkHours,
    });
    await db.transaction(async (tx) => {
      const allowed = await underRecipientCap(
        tx,
        user.email,
        [VERIFY_EMAIL_TEMPLATE],
        EMAIL_VERIFICATION.mailsPerAddressPerDay,
      );
      if (allowed)
        await enqueueEmails(tx, [{ template: VERIFY_EMAIL_TEMPLATE, to: user.email, ...mail }]);
    });
  };
}
