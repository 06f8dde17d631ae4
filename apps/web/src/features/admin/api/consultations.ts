import type {
  AdminConsultation,
  ConsultationList,
  ConsultationStatus,
  ConsultationStatusInput,
} from "@app/shared/consultations";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

/** Rows per page of the consultation pipeline (SPEC: admin lists show 10). */
export const CONSULTATIONS_PAGE_SIZE = 10;

const consultationsKey = [...adminKeys.all, "consultations"] as const;

/** One page of the pipeline, newest first, of one status or (undefined) all. */
export function useAdminConsultations(status: ConsultationStatus | undefined, page: number) {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(CONSULTATIONS_PAGE_SIZE),
  });
  if (status) query.set("status", status);
  return useQuery({
    queryKey: [...consultationsKey, "list", status ?? "all", page] as const,
    queryFn: ({ signal }) =>
      api.get<ConsultationList>(`/api/admin/consultations?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

const detailKey = (id: string) => [...consultationsKey, "detail", id] as const;

/** Everything the requester sent and the request's whole history. */
export function useAdminConsultation(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) =>
      api.get<AdminConsultation>(`/api/admin/consultations/${encodeURIComponent(id)}`, { signal }),
  });
}

/**
 * A status change or a note. Settled either way (a 409 means someone changed the request first),
 * the request, the pipeline and the stat cards are refetched.
 */
function useConsultationAction<T>(id: string, step: "status" | "notes") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) =>
      api.post<AdminConsultation>(
        `/api/admin/consultations/${encodeURIComponent(id)}/${step}`,
        body,
      ),
    onSuccess: (data) => queryClient.setQueryData(detailKey(id), data),
    // Not awaited: the caller's own callbacks run at once, while the lists refetch.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export const useChangeConsultationStatus = (id: string) =>
  useConsultationAction<ConsultationStatusInput>(id, "status");

export const useAddConsultationNote = (id: string) =>
  useConsultationAction<{ note: string }>(id, "notes");
