import { ALTERNATIVES_LIMITS } from "@app/shared/alternatives";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { solutionsCatalog as t, userFavorites } from "../../db/schema/catalog.ts";
import { toolPairs as p } from "../../db/schema/tool-pairs.ts";
import { summaryColumns } from "../catalog/tool-mapper.ts";

const me = alias(t, "me");
const mine = alias(userFavorites, "mine");
const theirs = alias(userFavorites, "theirs");

/**
 * The published tools of `toolId`'s category, best alternative first (at most
 * ALTERNATIVES_LIMITS.maxTools): those sharing one of its industries, then by how many readers
 * compared or saved them together with it, then by rating. One statement; a category's rows are
 * read through its index, the pairs through theirs.
 */
export async function rankedAlternatives(db: Db, toolId: string) {
  const saved = db.$with("saved").as(
    db
      .select({ solutionId: theirs.solutionId, n: sql<number>`count(*)::int`.as("saved_n") })
      .from(mine)
      .innerJoin(
        theirs,
        and(eq(theirs.userId, mine.userId), ne(theirs.solutionId, mine.solutionId)),
      )
      .where(eq(mine.solutionId, toolId))
      .groupBy(theirs.solutionId),
  );
  const compared = db.$with("compared").as(
    db
      .select({
        solutionId:
          sql<string>`case when ${p.solutionA} = ${toolId} then ${p.solutionB} else ${p.solutionA} end`.as(
            "other_id",
          ),
        n: sql<number>`${p.compared}`.as("compared_n"),
      })
      .from(p)
      .where(or(eq(p.solutionA, toolId), eq(p.solutionB, toolId))),
  );
  const savedTogether = sql<number>`coalesce(${saved.n}, 0)`;
  const comparedTogether = sql<number>`coalesce(${compared.n}, 0)`;
  return db
    .with(saved, compared)
    .select({
      ...summaryColumns(),
      languagesSupported: t.languagesSupported,
      regionalFacts: t.regionalFacts,
      sharedIndustries: sql<
        string[]
      >`array(select unnest(${t.industryTags}) intersect select unnest(${me.industryTags}))`,
      savedTogether,
      comparedTogether,
    })
    .from(t)
    .innerJoin(me, and(eq(me.id, toolId), eq(me.category, t.category)))
    .leftJoin(saved, eq(saved.solutionId, t.id))
    .leftJoin(compared, eq(compared.solutionId, t.id))
    .where(and(eq(t.status, "published"), ne(t.id, toolId)))
    .orderBy(
      sql`${t.industryTags} && ${me.industryTags} desc`,
      sql`${savedTogether} + ${comparedTogether} desc`,
      sql`${t.rating} desc`,
      sql`${t.reviewsCount} desc`,
      asc(t.id),
    )
    .limit(ALTERNATIVES_LIMITS.maxTools);
}

export type RankedAlternative = Awaited<ReturnType<typeof rankedAlternatives>>[number];
