import { PASSKEYS, SESSION_LIMITS } from "@app/shared/limits";
import {
  passkeyAuthenticationSchema,
  passkeyDeleteSchema,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
} from "@app/shared/passkey-schemas";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";
import { errorContent } from "../http/openapi-app.ts";

type Body =
  | typeof passkeyRegistrationSchema
  | typeof passkeyAuthenticationSchema
  | typeof passkeyRenameSchema
  | typeof passkeyDeleteSchema;
const json = (schema: Body) => ({
  required: true,
  content: { "application/json": { schema } },
});

const FRESH = `Needs a sign-in within the last ${SESSION_LIMITS.freshSignInMinutes} minutes (REAUTH_REQUIRED)`;

/** Passkeys (Better Auth's passkey plugin): adding, listing, renaming, removing, signing in. */
export const PASSKEY_OPERATIONS = [
  "GET /api/auth/passkey/generate-register-options",
  "POST /api/auth/passkey/verify-registration",
  "GET /api/auth/passkey/generate-authenticate-options",
  "POST /api/auth/passkey/verify-authentication",
  "GET /api/auth/passkey/list-user-passkeys",
  "POST /api/auth/passkey/update-passkey",
  "POST /api/auth/passkey/delete-passkey",
] as const;

export function registerPasskeyPaths<E extends Env>(app: OpenAPIHono<E>) {
  const registry = app.openAPIRegistry;
  registry.registerPath({
    method: "get",
    path: "/api/auth/passkey/generate-register-options",
    tags: ["Auth"],
    summary:
      "Start adding a passkey: WebAuthn creation options for this account (user verification required); sets the challenge cookie",
    responses: {
      200: { description: "PublicKeyCredentialCreationOptionsJSON" },
      401: errorContent("Not signed in"),
      403: errorContent(FRESH),
      409: errorContent(`The account has ${PASSKEYS.perAccount} passkeys already (PASSKEY_LIMIT)`),
      429: errorContent("Too many attempts"),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/passkey/verify-registration",
    tags: ["Auth"],
    summary: "Finish adding a passkey with the authenticator's answer, and name it",
    request: { body: json(passkeyRegistrationSchema) },
    responses: {
      200: { description: "The new passkey" },
      400: errorContent(
        "Invalid field, or the answer did not verify, its challenge expired or the user was not verified (PASSKEY_FAILED)",
      ),
      401: errorContent("Not signed in"),
      403: errorContent(FRESH),
      409: errorContent(`The account has ${PASSKEYS.perAccount} passkeys already (PASSKEY_LIMIT)`),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/auth/passkey/generate-authenticate-options",
    tags: ["Auth"],
    summary: "Start signing in with a passkey: WebAuthn request options; sets the challenge cookie",
    responses: {
      200: { description: "PublicKeyCredentialRequestOptionsJSON" },
      429: errorContent("Too many attempts"),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/passkey/verify-authentication",
    tags: ["Auth"],
    summary:
      "Sign in with a passkey: the authenticator's answer to the challenge; no authenticator code is asked after it (user verification makes it two factors)",
    request: { body: json(passkeyAuthenticationSchema) },
    responses: {
      200: { description: "Signed in; session cookie set" },
      400: errorContent("Invalid field, or no challenge (PASSKEY_FAILED)"),
      401: errorContent("Unknown passkey, or the answer did not verify (PASSKEY_FAILED)"),
      429: errorContent("Too many attempts"),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/auth/passkey/list-user-passkeys",
    tags: ["Auth"],
    summary: "My passkeys",
    responses: {
      200: { description: "`[{ id, name, deviceType, backedUp, createdAt, … }]`" },
      401: errorContent("Not signed in"),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/passkey/update-passkey",
    tags: ["Auth"],
    summary: "Rename one of my passkeys",
    request: { body: json(passkeyRenameSchema) },
    responses: {
      200: { description: "`{ passkey }`" },
      400: errorContent("Invalid field"),
      401: errorContent("Not signed in"),
      404: errorContent("No passkey of mine with that id"),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/auth/passkey/delete-passkey",
    tags: ["Auth"],
    summary: "Remove one of my passkeys",
    request: { body: json(passkeyDeleteSchema) },
    responses: {
      200: { description: "`{ status: true }`" },
      400: errorContent("Invalid field"),
      401: errorContent("Not signed in"),
      403: errorContent(FRESH),
      404: errorContent("No passkey of mine with that id"),
    },
  });
}
