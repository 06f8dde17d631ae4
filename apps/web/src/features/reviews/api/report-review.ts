import type { ReviewReportInput } from "@app/shared/content";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Reports a review to the moderators (once per user; a repeat answers 409). */
export function useReportReview(reviewId: string) {
  return useMutation({
    mutationFn: (input: ReviewReportInput) =>
      api.post<{ reported: true }>(`/api/reviews/${encodeURIComponent(reviewId)}/report`, input),
  });
}
