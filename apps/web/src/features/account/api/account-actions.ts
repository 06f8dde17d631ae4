import type { ChangePasswordInput, UpdateProfileInput } from "@app/shared/account-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { broadcastSessionChange } from "@/features/auth/lib/auth-channel";
import { clearSession, refreshSession } from "@/features/auth/lib/session-cache";
import { api } from "@/lib/api-client";

/** Saves the name and company; the navigation bar reads the refreshed profile at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.post("/api/auth/update-user", input),
    onSuccess: async () => {
      await refreshSession(queryClient);
      broadcastSessionChange();
    },
  });
}

/** Changes the password; the server ends every other session and renews this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: Omit<ChangePasswordInput, "revokeOtherSessions">) =>
      api.post("/api/auth/change-password", { ...input, revokeOtherSessions: true }),
  });
}

/**
 * Ends every session of the account, this one too, then returns to the home page (leaving first,
 * so the signed-in page does not send the visitor to /auth).
 */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post("/api/auth/revoke-sessions", {}),
    onSuccess: async () => {
      await navigate("/");
      clearSession(queryClient);
      broadcastSessionChange();
    },
  });
}
