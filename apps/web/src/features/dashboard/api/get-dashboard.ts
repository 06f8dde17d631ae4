import type { Profile } from "@app/shared/auth-schemas";
import type { Role } from "@app/shared/roles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface DashboardData {
  profile: Profile;
}

export function getDashboard(role: Role, signal?: AbortSignal): Promise<DashboardData> {
  return api.get<DashboardData>(`/api/dashboards/${role}`, { signal });
}

export const dashboardQueryOptions = (role: Role) =>
  queryOptions({
    queryKey: ["dashboard", role] as const,
    queryFn: ({ signal }) => getDashboard(role, signal),
  });

export function useDashboard(role: Role) {
  return useQuery(dashboardQueryOptions(role));
}
