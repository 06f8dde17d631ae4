import type { VendorStats } from "@app/shared/vendor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const vendorStatsQueryOptions = () =>
  queryOptions({
    queryKey: ["vendor", "stats"] as const,
    queryFn: ({ signal }) => api.get<VendorStats>("/api/vendor/stats", { signal }),
  });

export function useVendorStats() {
  return useQuery(vendorStatsQueryOptions());
}
