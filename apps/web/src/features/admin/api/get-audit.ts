import type { AuditFacets, AuditList } from "@app/shared/audit";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Rows per "load more" of the audit log. */
export const AUDIT_PAGE_SIZE = 20;

export interface AuditFilters {
  actor: string;
  action: string;
  /** Local calendar days, YYYY-MM-DD, both included; "" for no bound. */
  fromDay: string;
  toDay: string;
}

export const auditKeys = {
  all: ["admin", "audit"] as const,
  list: (filters: AuditFilters) => ["admin", "audit", "list", filters] as const,
  facets: () => ["admin", "audit", "facets"] as const,
};

/** The start of a local calendar day as an instant; the next day's start for an end bound. */
function dayStart(day: string, plusDays = 0): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) + plusDays).toISOString();
}

function auditQuery(filters: AuditFilters, cursor: string | null): string {
  const params = new URLSearchParams({ pageSize: String(AUDIT_PAGE_SIZE) });
  if (filters.actor) params.set("actor", filters.actor);
  if (filters.action) params.set("action", filters.action);
  if (filters.fromDay) params.set("from", dayStart(filters.fromDay));
  if (filters.toDay) params.set("to", dayStart(filters.toDay, 1));
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}

/** The log newest first, one page more at each "load more". */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditList>(`/api/admin/audit?${auditQuery(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** The actions and accounts the log holds, for the filters. */
export function useAuditFacets() {
  return useQuery({
    queryKey: auditKeys.facets(),
    queryFn: ({ signal }) => api.get<AuditFacets>("/api/admin/audit/facets", { signal }),
  });
}
