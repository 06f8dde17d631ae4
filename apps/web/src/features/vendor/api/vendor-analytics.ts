import type { VendorActivity, VendorAnalytics } from "@app/shared/vendor-analytics";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const vendorAnalyticsKeys = {
  analytics: (tool: string | null) => ["vendor", "analytics", tool ?? "all"] as const,
  activity: () => ["vendor", "activity"] as const,
};

/** Per-day figures of one listing (`tool`) or of all the vendor's listings (null). */
export function useVendorAnalytics(tool: string | null) {
  return useQuery({
    queryKey: vendorAnalyticsKeys.analytics(tool),
    queryFn: ({ signal }) =>
      api.get<VendorAnalytics>(
        `/api/vendor/analytics${tool ? `?tool=${encodeURIComponent(tool)}` : ""}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The vendor's activity feed, newest first, one page more at each "load more". */
export function useVendorActivity() {
  return useInfiniteQuery({
    queryKey: vendorAnalyticsKeys.activity(),
    queryFn: ({ pageParam, signal }) =>
      api.get<VendorActivity>(
        `/api/vendor/activity${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
