import type { ManagedBooking, SlotChoice } from "@app/shared/consultation-slots";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { consultationSlotsQuery } from "./get-consultation-slots";

export const managedBookingQuery = (token: string) =>
  queryOptions({
    queryKey: ["consultation-booking", token] as const,
    queryFn: ({ signal }) =>
      api.get<ManagedBooking>(`/api/consultation-booking?token=${encodeURIComponent(token)}`, {
        signal,
      }),
    retry: false,
  });

/** The booking a manage link opens; nothing is asked for a token of the wrong shape. */
export function useManagedBooking(token: string, wellFormed: boolean) {
  return useQuery({ ...managedBookingQuery(token), enabled: wellFormed });
}

/** Moves or cancels the link's booking; the answer replaces the shown booking. */
export function useManageBooking(token: string) {
  const queryClient = useQueryClient();
  const settle = (booking: ManagedBooking) => {
    queryClient.setQueryData(managedBookingQuery(token).queryKey, booking);
    void queryClient.invalidateQueries(consultationSlotsQuery());
  };
  const reschedule = useMutation({
    mutationFn: (slot: SlotChoice) =>
      api.post<ManagedBooking>("/api/consultation-booking/reschedule", { token, slot }),
    onSuccess: settle,
  });
  const cancel = useMutation({
    mutationFn: () => api.post<ManagedBooking>("/api/consultation-booking/cancel", { token }),
    onSuccess: settle,
  });
  return { reschedule, cancel };
}
