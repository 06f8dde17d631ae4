import type { ToolSubmissionInput } from "@app/shared/leads";
import type { SubmissionDetail, VendorListing } from "@app/shared/review";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const listingKey = (id: string) => ["vendor", "listings", id] as const;

/** The vendor's live listing as the submission form holds it, and its open revision if any. */
export function useVendorListing(id: string) {
  return useQuery({
    queryKey: listingKey(id),
    queryFn: ({ signal }) =>
      api.get<VendorListing>(`/api/vendor/listings/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Sends an edit of the live listing to review; My Tools and the listing then refetch. */
export function useCreateRevision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nickname: _bot, ...input }: ToolSubmissionInput) =>
      api.post<SubmissionDetail>(`/api/vendor/listings/${encodeURIComponent(id)}/revisions`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["vendor"] }),
  });
}
