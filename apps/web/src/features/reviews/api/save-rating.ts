import type { RatingInput, Review } from "@app/shared/catalog-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { reviewsQueryKey } from "./get-reviews";

export interface SaveRatingResult {
  rating: Review;
  created: boolean;
  tool: { rating: number; reviewsCount: number };
}

export function saveRating(toolId: string, input: RatingInput): Promise<SaveRatingResult> {
  const path = `/api/tools/${encodeURIComponent(toolId)}/ratings/mine`;
  return request<SaveRatingResult>("PUT", path, { body: input });
}

/** Creates or replaces the user's rating, then refreshes the tool's average and its reviews. */
export function useSaveRating(toolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingInput) => saveRating(toolId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["tools"] }),
        queryClient.invalidateQueries({ queryKey: reviewsQueryKey(toolId) }),
      ]),
  });
}
