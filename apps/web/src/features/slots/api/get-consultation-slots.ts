import type { SlotList } from "@app/shared/consultation-slots";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The free slots of the next two weeks; a minute old at most, and fetched again after a clash. */
export const consultationSlotsQuery = () =>
  queryOptions({
    queryKey: ["consultation-slots"] as const,
    queryFn: ({ signal }) => api.get<SlotList>("/api/consultation-slots", { signal }),
    staleTime: 60_000,
  });

export function useConsultationSlots(enabled: boolean) {
  return useQuery({ ...consultationSlotsQuery(), enabled });
}
