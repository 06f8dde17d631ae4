import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { broadcastSessionChange } from "../lib/auth-channel";
import { refreshSession } from "../lib/session-cache";

/**
 * Signs in with a passkey: the server's challenge, the browser's prompt (the reader picks one of
 * their passkeys), then the server checks the answer and sets the session cookie, as a completed
 * password sign-in does. No code step follows: a passkey with user verification is two factors.
 * The WebAuthn helper loads with the click, so the page's first load does not carry it.
 */
export async function signInWithPasskey(): Promise<unknown> {
  const [optionsJSON, { startAuthentication }] = await Promise.all([
    api.get<PublicKeyCredentialRequestOptionsJSON>(
      "/api/auth/passkey/generate-authenticate-options",
    ),
    import("@simplewebauthn/browser"),
  ]);
  const response = await startAuthentication({ optionsJSON });
  // The body of passkeyAuthenticationSchema. (Not typed with it: zod's loose object has an index
  // signature that the library's response interfaces cannot satisfy.)
  return api.post("/api/auth/passkey/verify-authentication", { response });
}

export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["auth", "passkey"],
    mutationFn: signInWithPasskey,
    onSuccess: async () => {
      await refreshSession(queryClient);
      broadcastSessionChange();
    },
  });
}
