import type { ReportReason, ReportSubject } from "@app/shared/reports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { myReportsKey } from "./get-my-reports";

export interface ReportInput {
  reason: ReportReason;
  details: string | null;
}

const PATHS: Record<ReportSubject, (id: string) => string> = {
  listing: (id) => `/api/tools/${encodeURIComponent(id)}/report`,
  review: (id) => `/api/reviews/${encodeURIComponent(id)}/report`,
};

/** Reports a listing or a review; a second open report of the same thing answers 409. */
export function useSendReport(subject: ReportSubject, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportInput) =>
      api.post<{ reported: true; id: string }>(PATHS[subject](id), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReportsKey }),
  });
}
