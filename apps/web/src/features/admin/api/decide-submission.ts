import type { ReviewDecision, ReviewResult } from "@app/shared/review";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

export interface Decision {
  decision: ReviewDecision;
  /** Required for reject and request-changes. */
  reason?: string;
}

/**
 * Approves, rejects or sends back one submission. Settled either way (a 409 means another admin
 * decided first), the queue and the stat cards are refetched.
 */
export function useDecideSubmission(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, reason }: Decision) =>
      api.post<ReviewResult>(
        `/api/admin/submissions/${encodeURIComponent(id)}/${decision}`,
        decision === "approve" ? {} : { reason },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
