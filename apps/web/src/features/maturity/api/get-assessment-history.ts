import type { MaturityHistory } from "@app/shared/maturity";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const assessmentHistoryQuery = () =>
  queryOptions({
    queryKey: ["me", "maturity-assessments"] as const,
    queryFn: ({ signal }) => api.get<MaturityHistory>("/api/me/maturity-assessments", { signal }),
  });

/** The signed-in user's saved assessments, newest first. */
export function useAssessmentHistory(enabled = true) {
  return useQuery({ ...assessmentHistoryQuery(), enabled });
}
