import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The secret for the authenticator app (an otpauth:// address) and the backup codes. */
export interface TwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

/**
 * Starts the set-up with the account's password. Two-factor sign-in is on only once a code from
 * the app confirms it (confirm-two-factor.ts).
 */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<TwoFactorEnrolment>("/api/auth/two-factor/enable", { password }),
  });
}
