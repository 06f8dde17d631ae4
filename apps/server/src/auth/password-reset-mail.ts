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
