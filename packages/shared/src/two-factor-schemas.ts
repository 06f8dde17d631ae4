import { z } from "zod";
import { PASSWORD_MAX_LENGTH, TWO_FACTOR } from "./limits.ts";

/** The password that proves it is the owner turning two-factor sign-in on, off or renewing codes. */
export const twoFactorPasswordSchema = z.strictObject({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordSchema>;

/** A code from the authenticator app: the sign-in's second step, or confirming the set-up. */
export const totpCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${TWO_FACTOR.digits}}$`), `Enter the ${TWO_FACTOR.digits}-digit code.`),
});
export type TotpCodeInput = z.infer<typeof totpCodeSchema>;

/** One of the backup codes shown at set-up, each good once (`abcde-12345`). */
export const backupCodeSchema = z.strictObject({
  code: z.string().trim().min(1).max(40),
});
export type BackupCodeInput = z.infer<typeof backupCodeSchema>;
