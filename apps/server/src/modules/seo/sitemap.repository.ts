import { asc, count, eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { solutionsCatalog as t } from "../../db/schema/catalog.ts";

export async function countPublishedTools(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(eq(t.status, "published"));
  return row?.n ?? 0;
}

/** A slice of the published tools, in a stable order, with only what a sitemap needs. */
export function publishedToolSlice(db: Db, offset: number, limit: number) {
  return db
    .select({ id: t.id, updatedAt: t.updatedAt })
    .from(t)
    .where(eq(t.status, "published"))
    .orderBy(asc(t.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Which state of the catalogue a built sitemap shows: the last transaction that wrote or removed
 * a tool's search row (every write to a tool writes it, hiding and unhiding included), read from
 * the txid indexes in one short statement. A built file is reused only while this is unchanged.
 */
export async function catalogVersion(db: Db): Promise<string> {
  const [row] = rowsOf<{ v: string }>(
    await db.execute(sql`select concat_ws(':',
      (select max(txid) from solutions_search),
      (select max(txid) from solutions_search_removed),
      (select last_value from solutions_search_epoch)) as v`),
  );
  return row?.v ?? "";
}
