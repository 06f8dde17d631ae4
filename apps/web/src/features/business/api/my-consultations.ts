import {
  CONSULTATION_LIMITS,
  type ConsultationList,
  type MyConsultation,
} from "@app/shared/consultations";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const myConsultationsKey = ["me", "consultations"] as const;
const PAGE_SIZE = CONSULTATION_LIMITS.pageSizeDefault;

/** The signed-in user's consultation requests, newest first; "show more" fetches the next page. */
export function useMyConsultations() {
  return useInfiniteQuery({
    queryKey: [...myConsultationsKey, "list"] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<ConsultationList>(`/api/me/consultations?page=${pageParam}&pageSize=${PAGE_SIZE}`, {
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

/** One of the user's requests with its status changes. */
export function useMyConsultation(id: string) {
  return useQuery({
    queryKey: [...myConsultationsKey, id] as const,
    queryFn: ({ signal }) =>
      api.get<MyConsultation>(`/api/me/consultations/${encodeURIComponent(id)}`, { signal }),
  });
}
