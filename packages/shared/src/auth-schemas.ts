import { z } from "zod";
import {
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./limits.ts";
import { ROLES, SIGN_UP_ROLES } from "./roles.ts";

export const emailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const signInSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Ask for a new e-mail confirmation link (the server decides where the link lands). */
export const verificationEmailSchema = z.strictObject({ email: emailSchema });

/** Ask for a link that sets a new password (the server decides where the link lands). */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });

/** A new password, with the token from the reset link. */
export const resetPasswordSchema = z.strictObject({
  token: z.string().min(1).max(200),
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const signUpSchema = z.strictObject({
  name: z.string().trim().min(1, "Full name is required.").max(NAME_MAX_LENGTH),
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(SIGN_UP_ROLES, { error: "Role must be business or vendor." }).default("business"),
  companyName: z.string().trim().max(COMPANY_MAX_LENGTH).optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** The profile the API returns for the signed-in user (SPEC §3 profiles). */
export const profileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  companyName: z.string().nullable(),
  /** Whether the address was confirmed from the link we sent it (ratings and reviews need it). */
  emailVerified: z.boolean(),
  /** Whether sign-in asks for an authenticator code too (admins must have it on). */
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
