import type { Region } from "@app/shared/i18n";
import type { RecommendationsResponse } from "@app/shared/recommendations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The reader's region picks a new account's popular tools (the account does not know it). */
export const recommendationsQueryOptions = (region: Region = "global") =>
  queryOptions({
    queryKey: ["recommendations", region] as const,
    queryFn: ({ signal }) =>
      api.get<RecommendationsResponse>(
        `/api/me/recommendations${region === "global" ? "" : `?region=${region}`}`,
        { signal },
      ),
  });

export function useRecommendations(region: Region) {
  return useQuery(recommendationsQueryOptions(region));
}
