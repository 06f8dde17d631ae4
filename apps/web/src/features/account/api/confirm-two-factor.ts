import { useMutation, useQueryClient } from "@tanstack/react-query";
import { broadcastSessionChange } from "@/features/auth/lib/auth-channel";
import { refreshSession } from "@/features/auth/lib/session-cache";
import { api } from "@/lib/api-client";

/** The first code from the app turns two-factor sign-in on (the server renews the session). */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post("/api/auth/two-factor/verify-totp", { code }),
    onSuccess: async () => {
      await refreshSession(queryClient);
      broadcastSessionChange();
    },
  });
}
