import { EMAIL_VERIFICATION } from "@app/shared/limits";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { verifyEmail } from "../email/templates.ts";
import { linkMailer } from "./link-mail.ts";

export const VERIFY_EMAIL_TEMPLATE = "verify-email";

/** Where the link lands once the address is confirmed (or with `error=` when it is not valid). */
export const VERIFIED_LANDING_PATH = "/account?emailVerified=1";

/** Better Auth's `sendVerificationEmail`: the confirmation link, through the outbox. */
export function verificationMailer(db: Db, config: Pick<Config, "site">) {
  return linkMailer(db, {
    template: VERIFY_EMAIL_TEMPLATE,
    landingPath: VERIFIED_LANDING_PATH,
    perAddressPerDay: EMAIL_VERIFICATION.mailsPerAddressPerDay,
    render: (language, url) =>
      verifyEmail(config.site, language, { url, hours: EMAIL_VERIFICATION.linkHours }),
  });
}
