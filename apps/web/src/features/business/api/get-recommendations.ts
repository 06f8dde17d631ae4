import type { RecommendationsResponse } from "@app/shared/recommendations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const recommendationsQueryOptions = queryOptions({
  queryKey: ["recommendations"] as const,
  queryFn: ({ signal }) => api.get<RecommendationsResponse>("/api/me/recommendations", { signal }),
});

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions);
}
