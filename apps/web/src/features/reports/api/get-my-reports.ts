import type { MyReport } from "@app/shared/reports";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const myReportsKey = ["me", "reports"] as const;

interface MyReportPage {
  items: MyReport[];
  total: number;
  page: number;
  pageSize: number;
}

/** The signed-in user's reports, newest first, with each outcome. */
export function useMyReports(page: number) {
  return useQuery({
    queryKey: [...myReportsKey, page],
    queryFn: ({ signal }) => api.get<MyReportPage>(`/api/me/reports?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
