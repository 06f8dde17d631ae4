import type { ConsultationInput } from "@app/shared/leads";
import { IDEMPOTENCY_HEADER } from "@app/shared/leads";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { LeadCreated } from "./lead-created";

export function createConsultation(input: ConsultationInput, idempotencyKey: string) {
  return api.post<LeadCreated>("/api/consultations", input, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useCreateConsultation() {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: ConsultationInput; idempotencyKey: string }) =>
      createConsultation(input, idempotencyKey),
  });
}
