import type { AdminStats } from "@app/shared/admin";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

export function useAdminStats() {
  return useQuery({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => api.get<AdminStats>("/api/admin/stats", { signal }),
  });
}
