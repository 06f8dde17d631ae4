import { LANGUAGES } from "@app/shared/i18n";
import { localizedPath } from "@app/shared/language-path";
import { PASSWORD_RESET } from "@app/shared/limits";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { passwordReset } from "../email/templates.ts";
import { linkMailer } from "./link-mail.ts";

export const PASSWORD_RESET_TEMPLATE = "password-reset";

/**
 * The page that sets the new password. Better Auth's link checks the token first and lands
 * here with `?token=` when it works, `?error=INVALID_TOKEN` when it does not.
 */
export const RESET_LANDING_PATH = "/reset-password";

/** Where the reset link may send its opener: the page, in each language. */
const RESET_LANDINGS = new Set(
  LANGUAGES.map(({ code }) => localizedPath(code, RESET_LANDING_PATH)),
);

/** Whether a reset link's `callbackURL` is one of ours (anything else is a forged link). */
export function isResetLanding(callbackURL: string | undefined): boolean {
  return callbackURL !== undefined && RESET_LANDINGS.has(callbackURL);
}

/** Better Auth's `sendResetPassword`: the link that sets a new password, through the outbox. */
export function passwordResetMailer(db: Db, config: Pick<Config, "site">) {
  return linkMailer(db, {
    template: PASSWORD_RESET_TEMPLATE,
    landingPath: RESET_LANDING_PATH,
    perAddressPerDay: PASSWORD_RESET.mailsPerAddressPerDay,
    render: (language, url) =>
      passwordReset(config.site, language, { url, minutes: PASSWORD_RESET.linkMinutes }),
  });
}
