import type { ReviewVoteResult } from "@app/shared/review-votes";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { myReviewVotesQueryKey, type VoteMap } from "./get-my-review-votes";
import { type ReviewPage, reviewListsQueryKey } from "./get-reviews";

export interface VoteInput {
  reviewId: string;
  /** Yes (true), No (false), or take the vote back (null). */
  helpful: boolean | null;
}

export function voteOnReview({ reviewId, helpful }: VoteInput): Promise<ReviewVoteResult> {
  const path = `/api/reviews/${encodeURIComponent(reviewId)}/vote`;
  return helpful === null
    ? request<ReviewVoteResult>("DELETE", path)
    : request<ReviewVoteResult>("PUT", path, { body: { helpful } });
}

/**
 * Answers "Was this review helpful?", then writes the server's counts into every loaded order of
 * the tool's reviews in place: the lists are not fetched again, so a review does not jump away
 * from the reader's focus when "most helpful" is the order.
 */
export function useVoteReview(toolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteOnReview,
    onSuccess: (result) => {
      queryClient.setQueryData<VoteMap>(myReviewVotesQueryKey(toolId), (votes = {}) => {
        const { [result.reviewId]: _previous, ...others } = votes;
        return result.helpful === null ? others : { ...others, [result.reviewId]: result.helpful };
      });
      queryClient.setQueriesData<InfiniteData<ReviewPage>>(
        { queryKey: reviewListsQueryKey(toolId) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) =>
                item.id === result.reviewId
                  ? {
                      ...item,
                      helpfulCount: result.helpfulCount,
                      notHelpfulCount: result.notHelpfulCount,
                    }
                  : item,
              ),
            })),
          },
      );
    },
  });
}
