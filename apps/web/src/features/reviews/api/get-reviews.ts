import { CATALOG_LIMITS } from "@app/shared/catalog";
import type { Review } from "@app/shared/catalog-schemas";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface ReviewPage {
  items: Review[];
  total: number;
  page: number;
  pageSize: number;
}

const PAGE_SIZE = CATALOG_LIMITS.recentReviews;

export function getReviews(toolId: string, page: number, signal?: AbortSignal) {
  const path = `/api/tools/${encodeURIComponent(toolId)}/reviews?page=${page}&pageSize=${PAGE_SIZE}`;
  return api.get<ReviewPage>(path, { signal });
}

export const reviewsQueryKey = (toolId: string) => ["reviews", toolId] as const;

/** Newest first, five at a time; each "show more" asks the server for the next page. */
export const reviewsQueryOptions = (toolId: string) =>
  infiniteQueryOptions({
    queryKey: [...reviewsQueryKey(toolId), "list"] as const,
    queryFn: ({ pageParam, signal }) => getReviews(toolId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export function useReviews(toolId: string) {
  return useInfiniteQuery(reviewsQueryOptions(toolId));
}
