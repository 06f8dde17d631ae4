import type { ResetPasswordInput } from "@app/shared/auth-schemas";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Asks for a link that sets a new password; the answer is the same whether the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post("/api/auth/request-password-reset", { email }),
  });
}

/** Sets the new password with the token from the link; every session of the account ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post("/api/auth/reset-password", input),
  });
}
