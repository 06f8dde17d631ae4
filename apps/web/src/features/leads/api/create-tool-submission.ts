import type { ToolSubmissionInput } from "@app/shared/leads";
import { IDEMPOTENCY_HEADER } from "@app/shared/leads";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { LeadCreated } from "./lead-created";

export function createToolSubmission(input: ToolSubmissionInput, idempotencyKey: string) {
  return api.post<LeadCreated>("/api/tool-submissions", input, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useCreateToolSubmission() {
  return useMutation({
    mutationFn: ({
      input,
      idempotencyKey,
    }: {
      input: ToolSubmissionInput;
      idempotencyKey: string;
    }) => createToolSubmission(input, idempotencyKey),
  });
}
