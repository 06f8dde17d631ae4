import { useMutation, useQueryClient } from "@tanstack/react-query";
import { broadcastSessionChange } from "@/features/auth/lib/auth-channel";
import { refreshSession } from "@/features/auth/lib/session-cache";
import { api } from "@/lib/api-client";

/** Turns two-factor sign-in off with the password (refused for admins, who must keep it). */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post("/api/auth/two-factor/disable", { password }),
    onSuccess: async () => {
      await refreshSession(queryClient);
      broadcastSessionChange();
    },
  });
}
