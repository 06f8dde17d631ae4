import type { MaturityInput, MaturityResult } from "@app/shared/maturity";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Scores answers on the server (anyone may): the scores and the tools for the weak areas. */
export function useScoreAssessment() {
  return useMutation({
    mutationFn: (input: MaturityInput) => api.post<MaturityResult>("/api/maturity/results", input),
  });
}
