import type { PasskeyRenameInput } from "@app/shared/passkey-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { passkeysQueryOptions } from "./list-passkeys";

/** Gives one of my passkeys another name. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasskeyRenameInput) => api.post("/api/auth/passkey/update-passkey", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }),
  });
}
