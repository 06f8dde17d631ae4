import type { AdminSubmissionDetail, SubmissionList } from "@app/shared/review";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** Rows per page of the review queue (SPEC: admin lists show 10). */
export const PENDING_PAGE_SIZE = 10;

/** One page of the pending queue, oldest first. */
export function usePendingSubmissions(page: number) {
  return useQuery({
    queryKey: adminKeys.pending(page),
    queryFn: ({ signal }) =>
      api.get<SubmissionList>(
        `/api/admin/submissions?status=pending&page=${page}&pageSize=${PENDING_PAGE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Everything the vendor sent for one submission (and, for a revision, the live listing). */
export function useSubmission(id: string) {
  return useQuery({
    queryKey: adminKeys.submission(id),
    queryFn: ({ signal }) =>
      api.get<AdminSubmissionDetail>(`/api/admin/submissions/${encodeURIComponent(id)}`, {
        signal,
      }),
  });
}
