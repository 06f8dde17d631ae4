import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { api } from "@/lib/api-client";

export async function getFavoriteIds(signal?: AbortSignal): Promise<string[]> {
  const body = await api.get<{ ids: string[] }>("/api/me/favorites/ids", { signal });
  return body.ids;
}

export const favoriteIdsQueryOptions = queryOptions({
  queryKey: ["favorites", "ids"] as const,
  queryFn: ({ signal }) => getFavoriteIds(signal),
});

/** The ids of the signed-in user's saved tools; never requested while signed out. */
export function useFavoriteIds() {
  const { status } = useAuth();
  return useQuery({ ...favoriteIdsQueryOptions, enabled: status === "signed-in" });
}
