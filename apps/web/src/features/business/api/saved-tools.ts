import type { Favorite } from "@app/shared/catalog-schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, request } from "@/lib/api-client";

/** Under the favourites' key, so a heart toggled anywhere refreshes the list too. */
export const savedToolsQueryOptions = queryOptions({
  queryKey: ["favorites", "list"] as const,
  queryFn: async ({ signal }) =>
    (await api.get<{ items: Favorite[] }>("/api/me/favorites", { signal })).items,
});

export function useSavedTools() {
  return useQuery(savedToolsQueryOptions);
}

/** Unsaves a tool; the saved list, the hearts and the recommendations follow. */
export function useRemoveSavedTool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (toolId: string) =>
      request("DELETE", `/api/me/favorites/${encodeURIComponent(toolId)}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["favorites"] }),
        queryClient.invalidateQueries({ queryKey: ["recommendations"] }),
      ]),
  });
}
