import type { CompareView } from "@app/shared/alternatives";
import { api } from "@/lib/api-client";

/**
 * Tells the server a reader compared these tools (each pair counts once per address a day and
 * ranks the tools' alternatives). Never in the reader's way: a failure is only logged.
 */
export function recordCompareView(ids: CompareView["ids"]): void {
  api
    .post("/api/compare/views", { ids } satisfies CompareView)
    .catch((error: unknown) => console.warn("Recording the comparison failed", error));
}
