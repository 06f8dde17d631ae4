import type { AuditRecord } from "@app/shared/audit";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { solutionsCatalog, toolRatings } from "../../db/schema/catalog.ts";
import { consultations, toolSubmissions } from "../../db/schema/leads.ts";
import { reports } from "../../db/schema/reports.ts";

const c = solutionsCatalog;
const s = toolSubmissions;

/** The tool page's slug, only while the listing is published (a hidden one's page is a 404). */
const liveSlug = sql<string | null>`case when ${c.status} = 'published' then ${c.slug} end`;
const noSlug = sql<string | null>`null`;

type Named = { id: string } & AuditRecord;

/** A review (or its reply, audited under the review's id) is named by its tool. */
const reviewNames = (db: Db, ids: string[]): Promise<Named[]> =>
  db
    .select({ id: toolRatings.id, name: c.name, toolSlug: liveSlug })
    .from(toolRatings)
    .innerJoin(c, eq(c.id, toolRatings.solutionId))
    .where(inArray(toolRatings.id, ids));

/**
 * How each kind of audited record is named, one query for all the ids of that kind on a page:
 * tools, submissions, revisions, reviews and reports by the tool's name; accounts by e-mail; a
 * consultation by the requester's name. Kinds not here (an office) read as their id.
 */
const NAMERS: Record<
  string,
  { uuidIds: boolean; names: (db: Db, ids: string[]) => Promise<Named[]> }
> = {
  listing: {
    uuidIds: true,
    names: (db, ids) =>
      db.select({ id: c.id, name: c.name, toolSlug: liveSlug }).from(c).where(inArray(c.id, ids)),
  },
  submission: {
    uuidIds: true,
    // A revision's tool is the one it edits; a first submission's, the one its approval made.
    names: (db, ids) =>
      db
        .select({ id: s.id, name: s.name, toolSlug: liveSlug })
        .from(s)
        .leftJoin(c, eq(c.id, sql`coalesce(${s.catalogSolutionId}, ${s.revisionOf})`))
        .where(inArray(s.id, ids)),
  },
  review: { uuidIds: true, names: reviewNames },
  reply: { uuidIds: true, names: reviewNames },
  report: {
    uuidIds: true,
    names: (db, ids) =>
      db
        .select({ id: reports.id, name: c.name, toolSlug: liveSlug })
        .from(reports)
        .innerJoin(c, eq(c.id, reports.solutionId))
        .where(inArray(reports.id, ids)),
  },
  user: {
    uuidIds: false,
    names: (db, ids) =>
      db
        .select({ id: user.id, name: user.email, toolSlug: noSlug })
        .from(user)
        .where(inArray(user.id, ids)),
  },
  consultation: {
    uuidIds: true,
    names: (db, ids) =>
      db
        .select({ id: consultations.id, name: consultations.name, toolSlug: noSlug })
        .from(consultations)
        .where(inArray(consultations.id, ids)),
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const recordKey = (entityType: string, entityId: string) => `${entityType}:${entityId}`;

/**
 * The records a page of audit rows is about, by `recordKey`: one query per kind of record on the
 * page (at most seven, however long the page), never one per row. A record since deleted is absent.
 */
export async function nameRecords(
  db: Db,
  rows: { entityType: string; entityId: string }[],
): Promise<Map<string, AuditRecord>> {
  const idsByType = new Map<string, Set<string>>();
  for (const { entityType, entityId } of rows) {
    const namer = NAMERS[entityType];
    if (!namer || (namer.uuidIds && !UUID.test(entityId))) continue;
    idsByType.set(entityType, (idsByType.get(entityType) ?? new Set()).add(entityId));
  }
  const named = await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const found = await (NAMERS[type] as (typeof NAMERS)[string]).names(db, [...ids]);
      return found.map(({ id, ...record }) => [recordKey(type, id), record] as const);
    }),
  );
  return new Map(named.flat());
}
