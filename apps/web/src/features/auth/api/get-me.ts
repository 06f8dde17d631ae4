import type { Profile } from "@app/shared/auth-schemas";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";

export const SESSION_REFETCH_MS = 60_000;

/**
 * The signed-in user's profile, or null when signed out. Signed out is 401 (not an error here);
 * a 200 with `{ "profile": null }` is read the same way.
 */
export async function getMe(signal?: AbortSignal): Promise<Profile | null> {
  try {
    const body = await api.get<{ profile: Profile | null } | null>("/api/me", { signal });
    return body?.profile ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ["auth", "me"] as const,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 30_000,
  refetchOnWindowFocus: true,
  refetchInterval: SESSION_REFETCH_MS,
});
