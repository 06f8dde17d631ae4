import type { ConfirmedBooking } from "@app/shared/consultation-slots";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { consultationSlotsQuery } from "./get-consultation-slots";

/** Confirms the held time of a hold e-mail's link: only a press of the page's button sends it. */
export function useConfirmHold(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ConfirmedBooking>("/api/consultation-booking/confirm", { token }),
    onSuccess: () => void queryClient.invalidateQueries(consultationSlotsQuery()),
  });
}
