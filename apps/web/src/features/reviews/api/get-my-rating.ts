import type { Review } from "@app/shared/catalog-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { api } from "@/lib/api-client";
import { reviewsQueryKey } from "./get-reviews";

export async function getMyRating(toolId: string, signal?: AbortSignal): Promise<Review | null> {
  const path = `/api/tools/${encodeURIComponent(toolId)}/ratings/mine`;
  const body = await api.get<{ rating: Review | null }>(path, { signal });
  return body.rating;
}

export const myRatingQueryOptions = (toolId: string) =>
  queryOptions({
    queryKey: [...reviewsQueryKey(toolId), "mine"] as const,
    queryFn: ({ signal }) => getMyRating(toolId, signal),
  });

/** The signed-in user's own rating of the tool; not requested while signed out. */
export function useMyRating(toolId: string) {
  const { status } = useAuth();
  return useQuery({ ...myRatingQueryOptions(toolId), enabled: status === "signed-in" });
}
