import type { MyReviewVotes } from "@app/shared/review-votes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { api } from "@/lib/api-client";
import { reviewsQueryKey } from "./get-reviews";

export const myReviewVotesQueryKey = (toolId: string) =>
  [...reviewsQueryKey(toolId), "my-votes"] as const;

/** review id -> Yes (true) or No (false), for each of the tool's reviews the user voted on. */
export type VoteMap = Record<string, boolean>;

export async function getMyReviewVotes(toolId: string, signal?: AbortSignal): Promise<VoteMap> {
  const path = `/api/tools/${encodeURIComponent(toolId)}/review-votes/mine`;
  const { votes } = await api.get<MyReviewVotes>(path, { signal });
  return Object.fromEntries(votes.map((vote) => [vote.reviewId, vote.helpful]));
}

export const myReviewVotesQueryOptions = (toolId: string) =>
  queryOptions({
    queryKey: myReviewVotesQueryKey(toolId),
    queryFn: ({ signal }) => getMyReviewVotes(toolId, signal),
  });

/** The signed-in user's helpful votes on the tool's reviews; not requested while signed out. */
export function useMyReviewVotes(toolId: string) {
  const { status } = useAuth();
  return useQuery({ ...myReviewVotesQueryOptions(toolId), enabled: status === "signed-in" });
}
