import type {
  BulkReleaseResult,
  OfficeAvailability,
  OfficeAvailabilityInput,
  OfficeKey,
} from "@app/shared/consultation-slots";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

const hoursKey = [...adminKeys.all, "consultation-hours"] as const;

/** Each office's weekly hours, time zone and days off. */
export function useConsultationHours() {
  return useQuery({
    queryKey: hoursKey,
    queryFn: ({ signal }) =>
      api.get<{ offices: OfficeAvailability[] }>("/api/admin/consultation-availability", {
        signal,
      }),
  });
}

/** Replaces one office's hours. */
export function useSaveConsultationHours(office: OfficeKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfficeAvailabilityInput) =>
      api.put<OfficeAvailability>(`/api/admin/consultation-availability/${office}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hoursKey }),
  });
}

/** Frees every unconfirmed hold at once (POST /api/admin/bookings/release, audited). */
export function useReleaseHolds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<BulkReleaseResult>("/api/admin/bookings/release", { status: "held" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
