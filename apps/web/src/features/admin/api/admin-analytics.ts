import type { AdminAlerts, AdminAnalytics } from "@app/shared/admin-analytics";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** A period of UTC days, both ends included (YYYY-MM-DD). */
export interface AnalyticsPeriod {
  from: string;
  to: string;
}

/** Under ["admin"], so the dashboard's one invalidation refreshes these too. */
export const adminAnalyticsKeys = {
  analytics: (period: AnalyticsPeriod) => ["admin", "analytics", period.from, period.to] as const,
  alerts: () => ["admin", "alerts"] as const,
};

/** Everything of the Advanced Analytics tab for one period; the last answer stays while the next loads. */
export function useAdminAnalytics(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: adminAnalyticsKeys.analytics(period),
    queryFn: ({ signal }) =>
      api.get<AdminAnalytics>(
        `/api/admin/analytics?from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** What needs an admin now (only alerts with a count above 0). */
export function useAdminAlerts() {
  return useQuery({
    queryKey: adminAnalyticsKeys.alerts(),
    queryFn: ({ signal }) => api.get<AdminAlerts>("/api/admin/alerts", { signal }),
  });
}
