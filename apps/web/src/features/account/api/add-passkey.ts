import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type PasskeyItem, passkeysQueryOptions } from "./list-passkeys";

/**
 * Adds a passkey: the server's options (it asks for a recent sign-in first, REAUTH_REQUIRED), the
 * browser's prompt, then the server checks the authenticator's answer and keeps the passkey.
 * The WebAuthn helper loads with the first click, so no page's first load carries it.
 */
export async function addPasskey(name: string): Promise<PasskeyItem> {
  const [optionsJSON, { startRegistration }] = await Promise.all([
    api.get<PublicKeyCredentialCreationOptionsJSON>("/api/auth/passkey/generate-register-options"),
    import("@simplewebauthn/browser"),
  ]);
  const response = await startRegistration({ optionsJSON });
  // The body of passkeyRegistrationSchema. (Not typed with it: zod's loose object has an index
  // signature that the library's response interfaces cannot satisfy.)
  return api.post<PasskeyItem>("/api/auth/passkey/verify-registration", { response, name });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }),
  });
}
