import type { Industry } from "@app/shared/catalog";
import {
  MATURITY_LIMITS,
  type MaturityScores,
  type SavedMaturityAssessment,
} from "@app/shared/maturity";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { maturityAssessments as m } from "../../db/schema/maturity.ts";

export const savedColumns = {
  id: m.id,
  industry: m.industry,
  scores: m.scores,
  createdAt: m.createdAt,
};

type SavedRow = { id: string; industry: string | null; scores: MaturityScores; createdAt: Date };

export function toSaved(row: SavedRow): SavedMaturityAssessment {
  return {
    id: row.id,
    industry: row.industry as Industry | null,
    scores: row.scores,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's newest assessment before this one (in time, the id breaking a tie), or null. */
export async function previousOf(
  db: Db | Tx,
  userId: string,
  id: string,
): Promise<SavedMaturityAssessment | null> {
  const [row] = await db
    .select(savedColumns)
    .from(m)
    .where(
      and(
        eq(m.userId, userId),
        sql`(${m.createdAt}, ${m.id}) < (select created_at, id from maturity_assessments where id = ${id})`,
      ),
    )
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(1);
  return row ? toSaved(row) : null;
}

/** The user's own assessments, newest first: saved ones and those sent with their requests. */
export async function historyOf(db: Db, userId: string): Promise<SavedMaturityAssessment[]> {
  const rows = await db
    .select(savedColumns)
    .from(m)
    .where(eq(m.userId, userId))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(MATURITY_LIMITS.history);
  return rows.map(toSaved);
}
