import type { ToolSubmissionInput } from "@app/shared/leads";
import type { SubmissionDetail, VendorSubmissionList } from "@app/shared/review";
import { REVIEW_LIMITS } from "@app/shared/review";
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const submissionsKey = ["vendor", "submissions"] as const;

const PAGE_SIZE = REVIEW_LIMITS.pageSizeDefault;

/** The vendor's own submissions, newest first; each "show more" asks the server for the next page. */
export const vendorSubmissionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...submissionsKey, "list"] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<VendorSubmissionList>(
        `/api/vendor/submissions?page=${pageParam}&pageSize=${PAGE_SIZE}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export function useVendorSubmissions() {
  return useInfiniteQuery(vendorSubmissionsQueryOptions());
}

export function useVendorSubmission(id: string) {
  return useQuery({
    queryKey: [...submissionsKey, id] as const,
    queryFn: ({ signal }) =>
      api.get<SubmissionDetail>(`/api/vendor/submissions/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Sends a submission back to review after changes were requested; the list then refetches. */
export function useResubmit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nickname: _bot, ...input }: ToolSubmissionInput) =>
      api.put<SubmissionDetail>(`/api/vendor/submissions/${encodeURIComponent(id)}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionsKey }),
  });
}
