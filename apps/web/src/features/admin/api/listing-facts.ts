import type { ListingFacts } from "@app/shared/listing-facts";
import type { FactVerification } from "@app/shared/regional-facts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const factsPath = (id: string) => `/api/admin/listings/${encodeURIComponent(id)}/facts`;

/** A listing's declared facts with their verification, under the content queries. */
export const listingFactsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["admin", "content", "facts", id] as const,
    queryFn: ({ signal }) => api.get<ListingFacts>(factsPath(id), { signal }),
  });

/** The facts, loaded once the dialog opens. */
export function useListingFacts(id: string, enabled: boolean) {
  return useQuery({ ...listingFactsQueryOptions(id), enabled });
}

/**
 * Marks one fact verified or not. The answer is the listing's facts as they now stand; settled
 * either way, the admin dashboard (its audit log too) is refetched.
 */
export function useVerifyFact(id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = listingFactsQueryOptions(id);
  return useMutation({
    mutationFn: (input: FactVerification) =>
      api.put<ListingFacts>(`${factsPath(id)}/verification`, input),
    onSuccess: (facts) => queryClient.setQueryData(queryKey, facts),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
