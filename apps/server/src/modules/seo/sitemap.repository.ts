import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
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
