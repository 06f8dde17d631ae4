import type {
  AdminReport,
  AdminReportList,
  ReportDecisionInput,
  ReportStatus,
  ReportSubject,
} from "@app/shared/reports";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const adminReportsKey = ["admin", "reports"] as const;

export interface AdminReportQuery {
  status: ReportStatus;
  subject?: ReportSubject | undefined;
  page: number;
}

/** The admin's queue of reports with one status (and subject). */
export function useAdminReports(query: AdminReportQuery) {
  const params = new URLSearchParams({ status: query.status, page: String(query.page) });
  if (query.subject) params.set("subject", query.subject);
  return useQuery({
    queryKey: [...adminReportsKey, query],
    queryFn: ({ signal }) => api.get<AdminReportList>(`/api/admin/reports?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Resolves or dismisses an open report; a closed one answers 409. */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ReportDecisionInput & { id: string }) =>
      api.post<{ report: AdminReport }>(
        `/api/admin/reports/${encodeURIComponent(id)}/decision`,
        input,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReportsKey }),
  });
}
