import type { PasskeyDeleteInput } from "@app/shared/passkey-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { passkeysQueryOptions } from "./list-passkeys";

/** Removes one of my passkeys (the server asks for a recent sign-in first, REAUTH_REQUIRED). */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasskeyDeleteInput) => api.post("/api/auth/passkey/delete-passkey", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }),
  });
}
