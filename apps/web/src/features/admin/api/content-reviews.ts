import type {
  ModeratedReviewList,
  ReviewFilter,
  ReviewModerationResult,
} from "@app/shared/content";
import type { ModeratedReply } from "@app/shared/review-replies";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { CONTENT_PAGE_SIZE, contentKeys } from "./content-listings";

/** One page of reviews, newest first: all, reported or hidden. */
export function useModeratedReviews(filter: ReviewFilter, page: number) {
  return useQuery({
    queryKey: contentKeys.reviews(filter, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        filter,
        page: String(page),
        pageSize: String(CONTENT_PAGE_SIZE),
      });
      return api.get<ModeratedReviewList>(`/api/admin/reviews?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export type ReviewChange = { kind: "hide"; reason: string } | { kind: "unhide" };

/**
 * Hides or shows one review; settled either way, the admin dashboard is refetched, and so is
 * every public catalogue query, since the tool's rating and count changed with it.
 */
export function useModerateReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ReviewChange) => {
      const base = `/api/admin/reviews/${encodeURIComponent(id)}`;
      return change.kind === "hide"
        ? api.post<ReviewModerationResult>(`${base}/hide`, { reason: change.reason })
        : api.post<ReviewModerationResult>(`${base}/unhide`, {});
    },
    onSettled: () =>
      Promise.all(
        [["admin"], ["tools"], ["reviews"]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export type ReplyChange = ReviewChange;

/** Hides or shows the vendor's reply to review `id`; the lists and public reviews reload. */
export function useModerateReply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ReplyChange) => {
      const base = `/api/admin/reviews/${encodeURIComponent(id)}/reply`;
      return change.kind === "hide"
        ? api.post<ModeratedReply>(`${base}/hide`, { reason: change.reason })
        : api.post<ModeratedReply>(`${base}/unhide`, {});
    },
    onSettled: () =>
      Promise.all(
        [["admin"], ["reviews"]].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
