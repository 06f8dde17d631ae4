import type { MaturityInput, MaturitySaved } from "@app/shared/maturity";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { assessmentHistoryQuery } from "./get-assessment-history";

/** Saves an assessment to the signed-in user's account; answers it and the one before it. */
export function useSaveAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MaturityInput) =>
      api.post<MaturitySaved>("/api/me/maturity-assessments", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentHistoryQuery().queryKey }),
  });
}
