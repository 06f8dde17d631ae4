import type { ChangePasswordInput, UpdateProfileInput } from "@app/shared/account-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { broadcastSessionChange } from "@/features/auth/lib/auth-channel";
import { clearSession, refreshSession } from "@/features/auth/lib/session-cache";
import { api } from "@/lib/api-client";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";

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
 * Ends every session of the account, this one too. Like signing out, it leaves for the home page
 * first, so the signed-in page does not send the visitor to /auth; the outcome is told there.
 */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      await navigate("/");
      return api.post("/api/auth/revoke-sessions", {});
    },
    onSuccess: () => {
      clearSession(queryClient);
      broadcastSessionChange();
      toast.success(t("business.account.sessions.done"));
    },
    onError: (error) => {
      console.warn("Signing out everywhere failed", error);
      toast.error(failureText(error, t, t("business.account.sessions.failed")));
    },
  });
}
