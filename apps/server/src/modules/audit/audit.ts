import type { Tx } from "../../db/client.ts";
import { auditLog } from "../../db/schema/audit.ts";

export interface AuditEntry {
  /** Null for a change made outside the site (the command line). */
  actorUserId: string | null;
  /** `<entity>.<verb>`, e.g. submission.approve. */
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Dates as ISO strings, so before and after read the same in the JSON column and the API. */
function plain(record: Record<string, unknown> | null) {
  if (!record) return null;
  return Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

/** Writes one audit row in the action's own transaction: both commit or neither does. */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx
    .insert(auditLog)
    .values({ ...entry, before: plain(entry.before), after: plain(entry.after) });
}
