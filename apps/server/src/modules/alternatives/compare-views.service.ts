import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { solutionsCatalog as t } from "../../db/schema/catalog.ts";
import { toolPairs } from "../../db/schema/tool-pairs.ts";
import { takeQuota } from "../../http/rate-limit.ts";

const DAY_SECONDS = 24 * 60 * 60;

/** Every pair of these ids, the lower first (uuids order as their lower-case text does). */
function pairsOf(ids: readonly string[]): [string, string][] {
  const sorted = [...ids].sort();
  return sorted.flatMap((a, i) => sorted.slice(i + 1).map((b): [string, string] => [a, b]));
}

/**
 * Counts a reader's comparison of these tools: each pair of the published ones once per reader
 * (`reader`: their address's quota subject) a day. The day's mark is a request counter of one
 * (request_quota, purged after a day like every counter), so nothing about the reader is kept.
 */
export async function recordCompareView(db: Db, reader: string, ids: readonly string[]) {
  const published = await db
    .select({ id: t.id })
    .from(t)
    .where(and(inArray(t.id, [...ids]), eq(t.status, "published")));
  const fresh: [string, string][] = [];
  for (const [a, b] of pairsOf(published.map((row) => row.id))) {
    const { within } = await takeQuota(db, `compared:${reader}:${a}:${b}`, 1, DAY_SECONDS);
    if (within) fresh.push([a, b]);
  }
  if (fresh.length === 0) return;
  await db
    .insert(toolPairs)
    .values(fresh.map(([solutionA, solutionB]) => ({ solutionA, solutionB, compared: 1 })))
    .onConflictDoUpdate({
      target: [toolPairs.solutionA, toolPairs.solutionB],
      set: { compared: sql`${toolPairs.compared} + 1`, updatedAt: sql`now()` },
    });
}
