import { CATALOG_LIMITS, type ReviewSort } from "@app/shared/catalog";
import type { Review } from "@app/shared/catalog-schemas";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface ReviewPage {
  items: Review[];
  total: number;
  page: number;
  pageSize: number;
}

const PAGE_SIZE = CATALOG_LIMITS.recentReviews;

export function getReviews(toolId: string, sort: ReviewSort, page: number, signal?: AbortSignal) {
  // Newest is the server's default: its address stays the one every visitor shares.
  const order = sort === "newest" ? "" : `sort=${sort}&`;
  const path = `/api/tools/${encodeURIComponent(toolId)}/reviews?${order}page=${page}&pageSize=${PAGE_SIZE}`;
  return api.get<ReviewPage>(path, { signal });
}

export const reviewsQueryKey = (toolId: string) => ["reviews", toolId] as const;

/** Every sort's list of a tool's reviews (a vote updates the counts in each). */
export const reviewListsQueryKey = (toolId: string) =>
  [...reviewsQueryKey(toolId), "list"] as const;

/** In the chosen order, five at a time; each "show more" asks the server for the next page. */
export const reviewsQueryOptions = (toolId: string, sort: ReviewSort = "newest") =>
  infiniteQueryOptions({
    queryKey: [...reviewListsQueryKey(toolId), sort] as const,
    queryFn: ({ pageParam, signal }) => getReviews(toolId, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

/** While another order loads, the list in the last one stays on screen (and the select with it). */
export function useReviews(toolId: string, sort: ReviewSort) {
  return useInfiniteQuery({
    ...reviewsQueryOptions(toolId, sort),
    placeholderData: keepPreviousData,
  });
}
