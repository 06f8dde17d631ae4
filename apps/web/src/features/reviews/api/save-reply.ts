import type { ReviewReply, ReviewReplyInput } from "@app/shared/review-replies";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { reviewListsQueryKey } from "./get-reviews";

export function saveReply(reviewId: string, input: ReviewReplyInput) {
  const path = `/api/reviews/${encodeURIComponent(reviewId)}/reply`;
  return request<{ reply: ReviewReply; created: boolean }>("PUT", path, { body: input });
}

/** Posts or edits the vendor's reply, then reloads the tool's reviews to show it. */
export function useSaveReply(toolId: string, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewReplyInput) => saveReply(reviewId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewListsQueryKey(toolId) }),
  });
}
