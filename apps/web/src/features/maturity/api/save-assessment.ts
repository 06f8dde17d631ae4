import { IDEMPOTENCY_HEADER } from "@app/shared/leads";
import type { MaturityInput, MaturitySaved } from "@app/shared/maturity";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { assessmentHistoryQuery } from "./get-assessment-history";

/**
 * Saves an assessment to the signed-in user's account; answers it and the one before it. A retry
 * with the same key (a lost answer) is the same save, not a second one.
 */
export function useSaveAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: MaturityInput; idempotencyKey: string }) =>
      api.post<MaturitySaved>("/api/me/maturity-assessments", input, {
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentHistoryQuery().queryKey }),
  });
}
