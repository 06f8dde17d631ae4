import {
  type AuditActor,
  type AuditFacets,
  type AuditList,
  formatAuditCursor,
  parseAuditCursor,
} from "@app/shared/audit";
import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { user } from "../../db/schema/auth.ts";
import { nameRecords, recordKey } from "./audit-records.repository.ts";

export interface AuditListFilter {
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  pageSize: number;
}

/** The row's time to the microsecond, in UTC: a JS Date would drop the last three digits. */
const createdAtText = sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function auditFilter(query: AuditListFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (query.actor) filters.push(eq(auditLog.actorUserId, query.actor));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.from) filters.push(gte(auditLog.createdAt, new Date(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, new Date(query.to)));
  const cursor = query.cursor ? parseAuditCursor(query.cursor) : null;
  if (cursor) {
    // Strictly after the last row in (created_at desc, id desc) order; the timestamp is passed
    // as text so its microseconds survive.
    filters.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  return filters.length ? and(...filters) : undefined;
}

const actorOf = (row: {
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
}): AuditActor | null =>
  row.actorId ? { id: row.actorId, name: row.actorName ?? "", email: row.actorEmail ?? "" } : null;

/**
 * Audit rows newest first, keyset paged on (created_at, id): served by the indexes on created_at,
 * (actor, created_at) and (action, created_at), so a page costs the same deep in the log as at its top.
 * Each row's record is named by a second query per kind of record on the page (nameRecords).
 */
export async function listAudit(db: Db, query: AuditListFilter): Promise<AuditList> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: createdAtText,
      actorId: auditLog.actorUserId,
      actorName: user.name,
      actorEmail: user.email,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorUserId))
    .where(auditFilter(query))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  const records = await nameRecords(db, page);
  return {
    items: page.map((row) => ({
      id: row.id,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      record: records.get(recordKey(row.entityType, row.entityId)) ?? null,
      actor: actorOf(row),
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: row.createdAt,
    })),
    nextCursor:
      rows.length > query.pageSize && last
        ? formatAuditCursor({ createdAt: last.createdAt, id: last.id })
        : null,
  };
}

/**
 * The filters' choices, read from the log so an action added anywhere in the code appears without
 * a list to keep in step. Each DISTINCT is a skip scan (a recursive query that jumps from one value
 * to the next on the (action, created_at) or (actor, created_at) index), so it costs one index probe
 * per distinct value rather than a pass over every row.
 */
export async function auditFacets(db: Db): Promise<AuditFacets> {
  const [actions, actors] = await Promise.all([
    db.execute(sql`
      with recursive a(action) as (
        (select action from audit_log order by action limit 1)
        union all
        select (select l.action from audit_log l where l.action > a.action order by l.action limit 1)
        from a where a.action is not null
      )
      select action from a where action is not null order by action`),
    db.execute(sql`
      with recursive a(actor) as (
        (select actor_user_id from audit_log where actor_user_id is not null
         order by actor_user_id limit 1)
        union all
        select (select l.actor_user_id from audit_log l where l.actor_user_id > a.actor
                order by l.actor_user_id limit 1)
        from a where a.actor is not null
      )
      select u.id, u.name, u.email from a join "user" u on u.id = a.actor order by u.name, u.id`),
  ]);
  return {
    actions: rowsOf<{ action: string }>(actions).map((r) => r.action),
    actors: rowsOf<AuditActor>(actors).map((r) => ({ id: r.id, name: r.name, email: r.email })),
  };
}
