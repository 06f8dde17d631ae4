import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { analyticsEvents } from "../../db/schema/catalog.ts";
import type { consultations, toolSubmissions } from "../../db/schema/leads.ts";
import { AppError } from "../../http/app-error.ts";
import type { LeadContext } from "./consultations.service.ts";

type LeadTable = typeof consultations | typeof toolSubmissions;

/**
 * Inserts a lead unless its idempotency key (scoped to the caller) was used before; then returns
 * the first one instead (`replayed`), and the caller queues nothing more. The same key with
 * another body is a client's mistake, not a replay: 422.
 */
export async function insertOnce<T extends LeadTable>(
  tx: Tx,
  table: T,
  values: T["$inferInsert"],
  key: string | undefined,
): Promise<{ id: string; status: string; replayed: boolean }> {
  const lead = table as LeadTable;
  const [row] = await tx
    .insert(lead)
    .values(values as never)
    .onConflictDoNothing({ target: lead.idempotencyKey })
    .returning({ id: lead.id, status: lead.status });
  if (row) return { ...row, replayed: false };
  const [first] = await tx
    .select({ id: lead.id, status: lead.status, hash: lead.idempotencyHash })
    .from(lead)
    .where(eq(lead.idempotencyKey, key ?? ""));
  if (!first) throw new Error("lead with a used idempotency key not found");
  const hash = (values as { idempotencyHash?: string | null }).idempotencyHash;
  if (first.hash !== hash) {
    throw new AppError(
      "UNPROCESSABLE",
      "This Idempotency-Key was already used for a different request; send a new key.",
    );
  }
  return { id: first.id, status: first.status, replayed: true };
}

/** The lead's analytics event, user from the session, written in the lead's transaction. */
export async function recordLeadEvent(
  tx: Tx,
  ctx: LeadContext,
  eventType: "consultation_request" | "tool_submission",
  eventData: Record<string, unknown>,
) {
  await tx
    .insert(analyticsEvents)
    .values({ userId: ctx.userId, eventType, eventData, userAgent: ctx.userAgent });
}
