import { COUNT_CAP } from "@app/shared/paging";
import { type AnyColumn, count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/**
 * A LIKE pattern matching `q` anywhere, lower-cased (the trigram indexes are on lower(column)).
 * `%`, `_` and `\` match themselves: the admin types text, not a pattern; use with `escape '\\'`.
 */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** `lower(column) like '%q%'`, served by a trigram index on lower(column). */
export function containsText(column: AnyColumn, q: string): SQL {
  return sql`lower(${column}) like ${containsPattern(q)} escape '\\'`;
}

/**
 * The rows of `table` that `where` keeps. A search (`capped`) counts up to {@link COUNT_CAP} and
 * stops there, so a common word costs no more than a thousand rows; a plain list counts them all.
 */
export async function countRows(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  capped: boolean,
): Promise<{ total: number; totalCapped: boolean }> {
  if (!capped) {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return { total: row?.n ?? 0, totalCapped: false };
  }
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as("limited");
  const [row] = await db.select({ n: count() }).from(limited);
  const n = row?.n ?? 0;
  return { total: Math.min(n, COUNT_CAP), totalCapped: n > COUNT_CAP };
}
