import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { api } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";

/**
 * Whether the signed-in vendor owns the listing, so may reply to its reviews: the vendor's own
 * listing endpoint answers 200 to its owner only (404 to anyone else). The server checks again.
 */
export async function ownsListing(toolId: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await api.get(`/api/vendor/listings/${encodeURIComponent(toolId)}`, { signal });
    return true;
  } catch (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) return false;
    throw error;
  }
}

export const ownsListingQueryOptions = (toolId: string) =>
  queryOptions({
    queryKey: ["reviews", toolId, "owns-listing"] as const,
    queryFn: ({ signal }) => ownsListing(toolId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Asked for vendor accounts only: no one else owns a listing. */
export function useOwnsListing(toolId: string) {
  const { status, user } = useAuth();
  return useQuery({
    ...ownsListingQueryOptions(toolId),
    enabled: status === "signed-in" && user?.role === "vendor",
  });
}
