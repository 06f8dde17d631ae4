import type { ToolListResponse, toolListQuerySchema } from "@app/shared/catalog-schemas";
import { and, asc, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { solutionsCatalog as t } from "../../db/schema/catalog.ts";
import { toolColumns, toTool } from "./tool-mapper.ts";

type ListQuery = z.output<typeof toolListQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SORTS: Record<ListQuery["sort"], SQL[]> = {
  featured: [desc(t.featured), desc(t.rating), asc(t.id)],
  rating: [desc(t.rating), desc(t.reviewsCount), asc(t.id)],
  newest: [desc(t.createdAt), asc(t.id)],
  reviews: [desc(t.reviewsCount), desc(t.rating), asc(t.id)],
  name: [asc(t.name), asc(t.id)],
};

function textMatch(q: string) {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const lowered = q.toLowerCase();
  return {
    // Words of the query (stemmed), or a near-spelling of them in the name or summary.
    where: sql`(${t.search} @@ ${query} OR ${lowered} <% ${t.searchText})`,
    // Name hits weigh 1.0 against 0.4 for the summary (setweight A/B); typo matches rank below.
    rank: sql`(ts_rank(${t.search}, ${query}) + 0.05 * word_similarity(${lowered}, lower(${t.name})))`,
  };
}

/** Filters other than the one a facet counts, so each facet shows what choosing it would give. */
function filters(query: ListQuery, skip?: "category" | "industry"): SQL[] {
  const where: SQL[] = [eq(t.status, "published")];
  if (query.q) where.push(textMatch(query.q).where);
  if (query.category && skip !== "category") where.push(eq(t.category, query.category));
  if (query.industry && skip !== "industry") {
    where.push(sql`${t.industryTags} @> ARRAY[${query.industry}]::text[]`);
  }
  if (query.pricingModel) where.push(eq(t.pricingModel, query.pricingModel));
  if (query.minRating !== undefined) where.push(gte(t.rating, query.minRating));
  if (query.featured) where.push(eq(t.featured, true));
  if (query.verified) where.push(eq(t.verified, true));
  return where;
}

export async function listTools(db: Db, query: ListQuery): Promise<ToolListResponse> {
  const where = and(...filters(query));
  // A search ranks by relevance unless the visitor picked another order than the default.
  const order =
    query.q && query.sort === "featured"
      ? [desc(textMatch(query.q).rank), ...SORTS.featured]
      : SORTS[query.sort];
  const [rows, [counted], categoryFacet, industryFacet] = await Promise.all([
    db
      .select(toolColumns())
      .from(t)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(t).where(where),
    db
      .select({ value: t.category, count: sql<number>`count(*)::int` })
      .from(t)
      .where(and(...filters(query, "category")))
      .groupBy(t.category)
      .orderBy(t.category),
    db
      .select({ value: sql<string>`tag`, count: sql<number>`count(*)::int` })
      .from(sql`${t}, unnest(${t.industryTags}) as tag`)
      .where(and(...filters(query, "industry")))
      .groupBy(sql`tag`)
      .orderBy(sql`tag`),
  ]);

  return {
    items: rows.map(toTool),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    facets: { category: categoryFacet, industry: industryFacet },
  };
}

/** A published tool by id or slug; null when there is none (or the id is malformed). */
export async function findTool(db: Db, idOrSlug: string) {
  const key = UUID.test(idOrSlug) ? eq(t.id, idOrSlug) : eq(t.slug, idOrSlug);
  const [row] = await db
    .select(toolColumns())
    .from(t)
    .where(and(key, eq(t.status, "published")))
    .limit(1);
  return row ? toTool(row) : null;
}
