import type { Passkey } from "@app/shared/passkey-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** A passkey as the list answers it: JSON, so its date is an ISO string. */
export type PasskeyItem = Omit<Passkey, "createdAt"> & { createdAt: string };

export function listPasskeys(signal?: AbortSignal): Promise<PasskeyItem[]> {
  return api.get<PasskeyItem[]>("/api/auth/passkey/list-user-passkeys", { signal });
}

export const passkeysQueryOptions = queryOptions({
  queryKey: ["account", "passkeys"] as const,
  queryFn: ({ signal }) => listPasskeys(signal),
});

/** My passkeys, for the account settings. */
export function usePasskeys() {
  return useQuery(passkeysQueryOptions);
}
