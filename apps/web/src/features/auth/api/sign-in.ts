import type { SignInInput } from "@app/shared/auth-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { broadcastSessionChange } from "../lib/auth-channel";
import { refreshSession } from "../lib/session-cache";

/**
 * The answer to a password: signed in, or (two-factor sign-in on) no session yet and a code to
 * ask for next, sent to /two-factor/verify-totp or /verify-backup-code (verify-two-factor.ts).
 */
export interface SignInResult {
  twoFactorRedirect?: boolean;
}

export function signIn(input: SignInInput): Promise<SignInResult> {
  return api.post<SignInResult>("/api/auth/sign-in/email", input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["auth", "sign-in"],
    mutationFn: signIn,
    onSuccess: async (result) => {
      if (result?.twoFactorRedirect) return;
      await refreshSession(queryClient);
      broadcastSessionChange();
    },
  });
}
