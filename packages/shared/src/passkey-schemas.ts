import { z } from "zod";
import { PASSKEYS } from "./limits.ts";

/** The name its owner gives a passkey ("Work laptop"), shown in the account settings. */
const passkeyNameSchema = z.string().trim().min(1).max(PASSKEYS.nameMaxLength);

/** What the browser's WebAuthn call answered (`@simplewebauthn/browser`), checked by the server. */
const credentialResponseSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({}),
});

/** Adding a passkey: the authenticator's answer to the registration options, and its name. */
export const passkeyRegistrationSchema = z.strictObject({
  response: credentialResponseSchema,
  name: passkeyNameSchema.optional(),
});
export type PasskeyRegistrationInput = z.infer<typeof passkeyRegistrationSchema>;

/** Signing in with a passkey: the authenticator's answer to the sign-in challenge. */
export const passkeyAuthenticationSchema = z.strictObject({
  response: credentialResponseSchema,
});
export type PasskeyAuthenticationInput = z.infer<typeof passkeyAuthenticationSchema>;

/** Renaming one of my passkeys. */
export const passkeyRenameSchema = z.strictObject({
  id: z.string().min(1).max(100),
  name: passkeyNameSchema,
});
export type PasskeyRenameInput = z.infer<typeof passkeyRenameSchema>;

/** Removing one of my passkeys. */
export const passkeyDeleteSchema = z.strictObject({
  id: z.string().min(1).max(100),
});
export type PasskeyDeleteInput = z.infer<typeof passkeyDeleteSchema>;

/** A passkey as the account settings list it. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  deviceType: z.string(),
  backedUp: z.boolean(),
  createdAt: z.coerce.date(),
});
export type Passkey = z.infer<typeof passkeySchema>;
