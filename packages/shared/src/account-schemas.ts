import { z } from "zod";
import { passwordSchema } from "./auth-schemas.ts";
import { COMPANY_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "./limits.ts";

/**
 * Account settings: the body of Better Auth's `POST /api/auth/update-user` as our wrapper accepts
 * it (strict: the e-mail, role and image are not changed here). A blank company clears it.
 */
export const updateProfileSchema = z.strictObject({
  name: z.string().trim().min(1, "Full name is required.").max(NAME_MAX_LENGTH),
  companyName: z
    .string()
    .trim()
    .max(COMPANY_MAX_LENGTH)
    .nullish()
    .transform((v) => v || null),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** `POST /api/auth/change-password`: every other session of the account ends with the change. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
  revokeOtherSessions: z.literal(true).default(true),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
