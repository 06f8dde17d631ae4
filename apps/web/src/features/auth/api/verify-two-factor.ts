import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { broadcastSessionChange } from "../lib/auth-channel";
import { refreshSession } from "../lib/session-cache";

/** A code from the authenticator app, or one of the backup codes (each good once). */
export type TwoFactorMethod = "totp" | "backup";

const PATHS: Record<TwoFactorMethod, string> = {
  totp: "/api/auth/two-factor/verify-totp",
  backup: "/api/auth/two-factor/verify-backup-code",
};

/** The second step of a sign-in: the code ends it with a session (its cookie comes with the answer). */
export function verifyTwoFactor(method: TwoFactorMethod, code: string): Promise<unknown> {
  return api.post(PATHS[method], { code });
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["auth", "two-factor"],
    mutationFn: ({ method, code }: { method: TwoFactorMethod; code: string }) =>
      verifyTwoFactor(method, code),
    onSuccess: async () => {
      await refreshSession(queryClient);
      broadcastSessionChange();
    },
  });
}
