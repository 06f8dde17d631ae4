import type { ManagedBooking, SlotChoice } from "@app/shared/consultation-slots";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { consultationSlotsQuery } from "@/features/slots/api/get-consultation-slots";
import { api, request } from "@/lib/api-client";

/** Books, moves or cancels the slot of one of the user's requests; their list reloads after. */
export function useMyBooking(consultationId: string) {
  const queryClient = useQueryClient();
  const path = `/api/me/consultations/${encodeURIComponent(consultationId)}/booking`;
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: ["me", "consultations"] });
    void queryClient.invalidateQueries(consultationSlotsQuery());
  };
  const move = useMutation({
    mutationFn: (slot: SlotChoice) => api.put<ManagedBooking>(path, { slot }),
    onSuccess: settle,
  });
  const cancel = useMutation({
    mutationFn: () => request<ManagedBooking>("DELETE", path),
    onSuccess: settle,
  });
  return { move, cancel };
}
