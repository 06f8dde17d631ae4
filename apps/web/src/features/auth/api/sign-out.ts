import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { broadcastSessionChange } from "../lib/auth-channel";
import { clearSession } from "../lib/session-cache";

export function signOut(): Promise<unknown> {
  return api.post("/api/auth/sign-out", {});
}

/** Signs out; the local session is cleared even when the server call fails (SPEC §8: logged). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onError: (error) => {
      console.warn("Sign-out failed", error);
    },
    onSettled: () => {
      clearSession(queryClient);
      broadcastSessionChange();
    },
  });
}
