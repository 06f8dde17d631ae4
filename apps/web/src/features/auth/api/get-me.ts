import type { Profile } from "@app/shared/auth-schemas";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const SESSION_REFETCH_MS = 60_000;

/** The signed-in user's profile, or null when signed out (the server answers `{ profile: null }`). */
export async function getMe(signal?: AbortSignal): Promise<Profile | null> {
  const body = await api.get<{ profile: Profile | null }>("/api/me", { signal });
  return body.profile;
}

export const meQueryOptions = queryOptions({
  queryKey: ["auth", "me"] as const,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 30_000,
  refetchOnWindowFocus: true,
  refetchInterval: SESSION_REFETCH_MS,
});
