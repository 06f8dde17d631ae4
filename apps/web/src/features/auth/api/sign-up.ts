import type { SignUpInput } from "@app/shared/auth-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { broadcastSessionChange } from "../lib/auth-channel";
import { refreshSession } from "../lib/session-cache";

export function signUp(input: SignUpInput): Promise<unknown> {
  return api.post("/api/auth/sign-up/email", input);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["auth", "sign-up"],
    mutationFn: signUp,
    onSuccess: async () => {
      await refreshSession(queryClient);
      broadcastSessionChange();
    },
  });
}
