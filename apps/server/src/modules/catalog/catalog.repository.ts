import type { ToolListResponse, toolListQuerySchema } from "@app/shared/catalog-schemas";
import { and, asc, eq, gte, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { type Db, rowsOf } from "../../db/client.ts";
import { solutionsSearch as s, solutionsCatalog as t } from "../../db/schema/catalog.ts";
import type { CatalogSearch } from "./search-index/catalog-search.ts";
import type { QueryNode } from "./search-index/tsquery.ts";
import { summaryColumns, toolColumns, toTool, toToolSummary } from "./tool-mapper.ts";

export type ListQuery = z.output<typeof toolListQuerySchema>;
type Facets = ToolListResponse["facets"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// "desc nulls last" is what the sort indexes hold (the columns are NOT NULL), so each order is
// read straight from its index instead of sorting the catalogue.
const desc = (column: AnyPgColumn) => sql`${column} desc nulls last`;

const SORTS: Record<ListQuery["sort"], SQL[]> = {
  featured: [desc(t.featured), desc(t.rating), asc(t.id)],
  rating: [desc(t.rating), desc(t.reviewsCount), asc(t.id)],
  newest: [desc(t.createdAt), asc(t.id)],
  reviews: [desc(t.reviewsCount), desc(t.rating), asc(t.id)],
  name: [asc(t.name), asc(t.id)],
};

const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/** Every filter but the facet dimensions, which the counts handle themselves. */
function baseFilters(query: ListQuery, q: string | undefined): SQL[] {
  const where: SQL[] = [eq(t.status, "published")];
  if (q) where.push(sql`${t.search} @@ ${tsQuery(q)}`);
  if (query.pricingModel) where.push(eq(t.pricingModel, query.pricingModel));
  if (query.minRating !== undefined) where.push(gte(t.rating, query.minRating));
  if (query.featured) where.push(eq(t.featured, true));
  if (query.verified) where.push(eq(t.verified, true));
  return where;
}

type FacetColumns = { category: AnyPgColumn; industryTags: AnyPgColumn };

const categoryFilter = (query: ListQuery, table: FacetColumns = t) =>
  query.category ? eq(table.category, query.category) : sql`true`;
const industryFilter = (query: ListQuery, table: FacetColumns = t) =>
  query.industry ? sql`${table.industryTags} @> ARRAY[${query.industry}]::text[]` : sql`true`;

/** Filters beyond the facet dimensions (category, industry). */
const hasBaseFilters = (query: ListQuery) =>
  Boolean(query.pricingModel) ||
  query.minRating !== undefined ||
  Boolean(query.featured) ||
  Boolean(query.verified);

/**
 * A text search filtered at most by category and industry can be answered from the narrow
 * solutions_search rows (a trigger-kept copy of what search, ranking and facets need).
 */
const narrowSearch = (query: ListQuery, q: string | undefined): q is string =>
  Boolean(q) && !hasBaseFilters(query);

/** Where the matches of a query are read from: the narrow copy when it suffices. */
function matchSource(query: ListQuery, q: string | undefined) {
  if (narrowSearch(query, q)) {
    return {
      table: s,
      columns: s as FacetColumns,
      where: and(eq(s.published, true), sql`${s.search} @@ ${tsQuery(q)}`),
    };
  }
  return { table: t, columns: t as FacetColumns, where: and(...baseFilters(query, q)) };
}

/**
 * The total and both facets in one pass over the matches. Each facet applies every filter but
 * its own, so it shows what choosing a value would give.
 */
async function countMatches(db: Db, query: ListQuery, q: string | undefined) {
  const source = matchSource(query, q);
  const rows = rowsOf<{ kind: string; value: string; n: number }>(
    await db.execute(sql`
    with m as materialized (
      select ${source.columns.category} as category, ${source.columns.industryTags} as tags,
             ${categoryFilter(query, source.columns)} as in_category,
             ${industryFilter(query, source.columns)} as in_industry
      from ${source.table} where ${source.where}
    )
    select 'total' as kind, '' as value, count(*)::int as n from m where in_category and in_industry
    union all
    select 'category', category, count(*)::int from m where in_industry group by category
    union all
    select 'industry', tag, count(*)::int from m, unnest(tags) as tag where in_category group by tag
  `),
  );
  const facets: Facets = { category: [], industry: [] };
  let total = 0;
  for (const row of rows) {
    if (row.kind === "total") total = row.n;
    else facets[row.kind as keyof Facets].push({ value: row.value, count: row.n });
  }
  for (const list of Object.values(facets)) list.sort((a, b) => a.value.localeCompare(b.value));
  return { total, facets };
}

/**
 * A text search in relevance order: rank the matches in the narrow solutions_search rows,
 * then read the wide rows of one page only.
 */
async function rankedTextPage(db: Db, query: ListQuery, q: string) {
  // Name matches first (SPEC: a name match ranks above a description match), then featured/rating.
  const rank = sql<boolean>`(${s.nameSearch} @@ ${tsQuery(q)})`.as("rank");
  const top = db
    .select({ id: s.id, rank, featured: s.featured, rating: s.rating })
    .from(s)
    .where(
      and(
        eq(s.published, true),
        sql`${s.search} @@ ${tsQuery(q)}`,
        categoryFilter(query, s),
        industryFilter(query, s),
      ),
    )
    .orderBy(sql`rank desc`, desc(s.featured), desc(s.rating), asc(s.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as("top");
  const rows = await db
    .select(summaryColumns())
    .from(t)
    .innerJoin(top, eq(top.id, t.id))
    .orderBy(sql`${top.rank} desc`, desc(top.featured), desc(top.rating), asc(t.id));
  return rows.map(toToolSummary);
}

async function pageOf(db: Db, query: ListQuery, q: string | undefined) {
  if (narrowSearch(query, q) && query.sort === "featured") return rankedTextPage(db, query, q);
  // A search ranks by relevance (name hits weigh most) unless the visitor picked another order.
  const order =
    q && query.sort === "featured"
      ? [sql`ts_rank(${t.search}, ${tsQuery(q)}) desc`, ...SORTS.featured]
      : SORTS[query.sort];
  const rows = await db
    .select(summaryColumns())
    .from(t)
    .where(and(...baseFilters(query, q), categoryFilter(query), industryFilter(query)))
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return rows.map(toToolSummary);
}

/**
 * The query with each unknown word replaced by the nearest word of the catalogue (pg_trgm), and
 * Postgres's reading of the corrected query; undefined when no word changed (catalog_spelling,
 * migration 0016: one statement, a trigram index lookup per word).
 */
export async function correctSpelling(
  db: Db,
  q: string,
): Promise<{ corrected: string; tsquery: string } | undefined> {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length === 0) return undefined;
  const [row] = rowsOf<{ result: { corrected: string; tsquery: string } | null }>(
    await db.execute(sql`select catalog_spelling(${sql.param(words)}::text[]) as result`),
  );
  return row?.result ?? undefined;
}

type Listed = Pick<ToolListResponse, "items" | "total" | "facets">;

/** Everything in SQL: for a search the index cannot evaluate (phrases), or without an index. */
async function listWithSql(db: Db, query: ListQuery, typed: string | undefined): Promise<Listed> {
  let q = typed;
  let counts = await countMatches(db, query, q);
  // Nothing matches as typed: try again with the spelling corrected ("chatbto" -> "chatbot").
  if (q && counts.total === 0) {
    const corrected = await correctSpelling(db, q);
    if (corrected) {
      q = corrected.corrected;
      counts = await countMatches(db, query, q);
    }
  }
  return { items: counts.total > 0 ? await pageOf(db, query, q) : [], ...counts };
}

/** Tools by id, published only, in the order of `ids`. */
async function toolsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns())
    .from(t)
    .where(and(inArray(t.id, ids), eq(t.status, "published")));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toToolSummary(row)] : [];
  });
}

/**
 * Matches, total and facets from the in-process index (ADR 0008); the page of a relevance-ordered
 * search from the index too, else from the sort indexes in SQL. Wide rows always come from SQL.
 */
async function listWithIndex(
  db: Db,
  query: ListQuery,
  typed: string | undefined,
  search: CatalogSearch,
): Promise<Listed> {
  const { index, parsed } = await search.prepare(typed);
  if (!index.usable) return listWithSql(db, query, typed);
  let q = typed;
  let node = parsed;
  if (node?.kind === "unsupported") return listWithSql(db, query, q);
  const matchesOf = (parsed: typeof node) =>
    parsed?.kind === "empty" ? [] : index.match(parsed as QueryNode | undefined);
  let matches = matchesOf(node);
  let counts = index.counts(matches, query);
  if (q && counts.total === 0) {
    const corrected = await search.corrected(q, (words) => correctSpelling(db, words));
    if (corrected) {
      q = corrected.corrected;
      node = corrected.parsed;
      if (node.kind === "unsupported") return listWithSql(db, query, q);
      matches = matchesOf(node);
      counts = index.counts(matches, query);
    }
  }
  if (counts.total === 0) return { items: [], ...counts };
  // The default order (relevance, or featured then rating without a query) from the index,
  // except the unfiltered catalogue, which its SQL sort index serves directly; the other sorts
  // from their SQL indexes.
  const unfiltered = !q && !query.category && !query.industry && !hasBaseFilters(query);
  if (query.sort === "featured" && !unfiltered) {
    const offset = (query.page - 1) * query.pageSize;
    const ranked = node?.kind === "empty" ? undefined : node;
    const ids = index.rankedPage(ranked, matches, query, offset, query.pageSize);
    return { items: await toolsByIds(db, ids), ...counts };
  }
  return { items: await pageOf(db, query, q), ...counts };
}

export async function listTools(
  db: Db,
  query: ListQuery,
  search?: CatalogSearch,
): Promise<ToolListResponse> {
  const q = query.q || undefined;
  const listed = search
    ? await listWithIndex(db, query, q, search)
    : await listWithSql(db, query, q);
  return { ...listed, page: query.page, pageSize: query.pageSize };
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

/**
 * The published tools behind these ids or slugs, in one query, in the order asked; a key that
 * matches none (removed, hidden, mistyped) is listed in `missing`.
 */
export async function findToolsByKeys(db: Db, keys: readonly string[]) {
  const ids = keys.filter((key) => UUID.test(key));
  const slugs = keys.filter((key) => !UUID.test(key));
  const byKey = [
    ...(ids.length ? [inArray(t.id, ids)] : []),
    ...(slugs.length ? [inArray(t.slug, slugs)] : []),
  ];
  const rows = await db
    .select(toolColumns())
    .from(t)
    .where(and(or(...byKey), eq(t.status, "published")));
  const tools = rows.map(toTool);
  const found = (key: string) =>
    tools.find((tool) => tool.id === key.toLowerCase() || tool.slug === key);
  const ordered = keys.map(found).filter((tool) => tool !== undefined);
  return {
    // An id and the slug of one tool are one column, not two.
    tools: ordered.filter((tool, index) => ordered.indexOf(tool) === index),
    missing: keys.filter((key) => !found(key)),
  };
}
