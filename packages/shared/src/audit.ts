import { z } from "zod";
import { userIdSchema } from "./users.ts";

/** Limits of the admin's audit log: the one definition. */
export const AUDIT_LIMITS = {
  pageSizeDefault: 30,
  pageSizeMax: 100,
  /** Longest action code a filter may name (`<entity>.<verb>`). */
  actionMax: 64,
} as const;

/**
 * A page's cursor: the last row's time to the microsecond (as PostgreSQL keeps it) and its id,
 * so the next page starts exactly after it, with neither duplicates nor gaps.
 */
const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A real calendar instant: Date.parse rolls 30 February over, so compare it back. */
function isRealInstant(seconds: string): boolean {
  const ms = Date.parse(`${seconds}Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(seconds);
}

export interface AuditCursor {
  /** ISO 8601 with microseconds, UTC. */
  createdAt: string;
  id: string;
}

export function parseAuditCursor(cursor: string): AuditCursor | null {
  const match = CURSOR_PATTERN.exec(cursor);
  if (!match?.[1] || !isRealInstant(match[1])) return null;
  return { createdAt: `${match[1]}.${match[2]}Z`, id: match[3] ?? "" };
}

export const formatAuditCursor = (c: AuditCursor) => `${c.createdAt}_${c.id}`;

const instant = z.iso.datetime({ offset: true });

/**
 * GET /api/admin/audit query string: who acted, which action, a time range (`from` inclusive,
 * `to` exclusive) and the cursor of the page before.
 */
export const auditListQuerySchema = z
  .strictObject({
    actor: userIdSchema.optional(),
    action: z
      .string()
      .regex(/^[a-z][a-z0-9_-]*(\.[a-z][a-z0-9_-]*)+$/)
      .max(AUDIT_LIMITS.actionMax)
      .optional(),
    from: instant.optional(),
    to: instant.optional(),
    cursor: z
      .string()
      .max(80)
      .refine((c) => parseAuditCursor(c) !== null, "Not a cursor this list gave.")
      .optional(),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(AUDIT_LIMITS.pageSizeMax)
      .default(AUDIT_LIMITS.pageSizeDefault),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    path: ["to"],
    message: "The end of the range is before its start.",
  });
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditActorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** The record an audit row is about, named the way an admin knows it. */
export const auditRecordSchema = z.object({
  /**
   * The tool's name (a listing, a submission or revision, a review or its reply, a report), the
   * account's e-mail (a user), the requester's name (a consultation).
   */
  name: z.string(),
  /** The slug of the tool's public page, while the tool is listed; else null. */
  toolSlug: z.string().nullable(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** One audit row: who did what to which record, the record before and after, and when. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** Null when the record has since been deleted, or is of a kind without a name (an office). */
  record: auditRecordSchema.nullable(),
  /** Null when the account that acted has since been deleted. */
  actor: auditActorSchema.nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** ISO 8601 date and time. */
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;

/** GET /api/admin/audit/facets: the filters' choices, read from the log itself. */
export const auditFacetsSchema = z.object({
  /** Every action code the log holds, sorted. */
  actions: z.array(z.string()),
  /** Every account that has an audit row, by name. */
  actors: z.array(auditActorSchema),
});
export type AuditFacets = z.infer<typeof auditFacetsSchema>;
