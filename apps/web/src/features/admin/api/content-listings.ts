import type { TOOL_STATUSES } from "@app/shared/catalog";
import type {
  AdminListing,
  AdminListingList,
  ListingEdit,
  ListingFlagsInput,
} from "@app/shared/content";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, request } from "@/lib/api-client";

/** Rows per page of the admin's listing and review lists (SPEC: admin lists show 10). */
export const CONTENT_PAGE_SIZE = 10;

export type ListingStatus = (typeof TOOL_STATUSES)[number];

/** Every content query sits under ["admin", "content"], refreshed together after a change. */
export const contentKeys = {
  listings: (q: string, status: string, page: number) =>
    ["admin", "content", "listings", q, status, page] as const,
  listing: (id: string) => ["admin", "content", "listing", id] as const,
  reviews: (filter: string, page: number) => ["admin", "content", "reviews", filter, page] as const,
};

/** One page of listings by name, searched by name and filtered by status. */
export function useAdminListings(q: string, status: ListingStatus | "all", page: number) {
  return useQuery({
    queryKey: contentKeys.listings(q, status, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        page: String(page),
        pageSize: String(CONTENT_PAGE_SIZE),
      });
      if (q) params.set("q", q);
      if (status !== "all") params.set("status", status);
      return api.get<AdminListingList>(`/api/admin/listings?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** One listing with every editable field, for the edit dialog. */
export function useAdminListing(id: string, enabled: boolean) {
  return useQuery({
    queryKey: contentKeys.listing(id),
    queryFn: ({ signal }) =>
      api.get<AdminListing>(`/api/admin/listings/${encodeURIComponent(id)}`, { signal }),
    enabled,
  });
}

export type ListingChange =
  | { kind: "edit"; fields: ListingEdit }
  | { kind: "assign"; email: string | null }
  | { kind: "flags"; flags: ListingFlagsInput }
  | { kind: "hide"; reason: string }
  | { kind: "unhide" };

function send(id: string, change: ListingChange) {
  const base = `/api/admin/listings/${encodeURIComponent(id)}`;
  switch (change.kind) {
    case "edit":
      return request<AdminListing>("PATCH", base, { body: change.fields });
    case "assign":
      return api.put<AdminListing>(`${base}/vendor`, { email: change.email });
    case "flags":
      return request<AdminListing>("PATCH", `${base}/flags`, { body: change.flags });
    case "hide":
      return api.post<AdminListing>(`${base}/hide`, { reason: change.reason });
    case "unhide":
      return api.post<AdminListing>(`${base}/unhide`, {});
  }
}

/** Changes one listing; settled either way, the whole admin dashboard is refetched. */
export function useChangeListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ListingChange) => send(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
