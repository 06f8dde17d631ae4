import type {
  ToolListResponse,
  ToolSummary,
  toolListQuerySchema,
} from "@app/shared/catalog-schemas";
import type { Language, TranslatedLanguage } from "@app/shared/i18n";
import { type RateTable, rateTable } from "@app/shared/price-plans";
import { normalizeSearchText } from "@app/shared/search-text";
import { and, asc, eq, gte, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { type Db, rowsOf } from "../../db/client.ts";
import { solutionsSearch as s, solutionsCatalog as t } from "../../db/schema/catalog.ts";
import { ratesInForce } from "../exchange-rates/exchange-rates.repository.ts";
import { type MatchedNeed, needLabel, toolFitsNeed } from "./needs/need-matcher.ts";
import { needsOf, needWordsText } from "./needs/query-needs.ts";
import {
  dimensionTags,
  factFilter,
  factTags,
  hasPriceOrFactFilters,
  priceAndHindiFilters,
  priceCeilings,
  priceOrder,
  unitsPerUsd,
} from "./price-fact-filters.ts";
import type { CatalogSearch } from "./search-index/catalog-search.ts";
import { FACT_DIMENSION_NAMES } from "./search-index/fact-bits.ts";
import { looseWords } from "./search-index/loose-words.ts";
import type { SearchIndex } from "./search-index/search-index.ts";
import { localLanguage } from "./search-index/search-languages.ts";
import { union } from "./search-index/sorted-sets.ts";
import type { ParsedQuery, QueryNode } from "./search-index/tsquery.ts";
import { relevanceTier, searchMatch, textRank, tsQuery } from "./search-sql.ts";
import { summaryColumns, toolColumns, toTool, toToolSummary } from "./tool-mapper.ts";

export type ListQuery = z.output<typeof toolListQuerySchema>;
/**
 * The query with what its price filter and order need: the ceiling converted into each currency
 * and the rates in force (read only when the query has a price ceiling or the price order).
 */
type ListFilters = ListQuery & { priceCeilings?: number[] | undefined; rates?: RateTable };
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
  // Replaced by priceOrder with the rates in force (sortOrder).
  price: [desc(t.featured), desc(t.rating), asc(t.id)],
};

/** The SQL order of a sort; the lowest price in US dollars with the rates in force. */
const sortOrder = (query: ListFilters): SQL[] =>
  query.sort === "price" && query.rates
    ? [priceOrder(query.rates), ...SORTS.price]
    : SORTS[query.sort];

/** Every filter but the facet dimensions, which the counts handle themselves. */
function baseFilters(query: ListFilters, q: string | undefined): SQL[] {
  const where: SQL[] = [eq(t.status, "published")];
  if (q) where.push(searchMatch(t, query, q));
  if (query.pricingModel) where.push(eq(t.pricingModel, query.pricingModel));
  if (query.minRating !== undefined) where.push(gte(t.rating, query.minRating));
  if (query.featured) where.push(eq(t.featured, true));
  if (query.verified) where.push(eq(t.verified, true));
  where.push(...priceAndHindiFilters(query, query.priceCeilings));
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
  Boolean(query.verified) ||
  hasPriceOrFactFilters(query);

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
      factTags: sql`${s.factTags}`,
      where: and(eq(s.published, true), searchMatch(s, query, q)),
    };
  }
  return {
    table: t,
    columns: t as FacetColumns,
    factTags,
    where: and(...baseFilters(query, q)),
  };
}

/**
 * The total and the facets in one pass over the matches. Each facet applies every filter but
 * its own, so it shows what choosing a value would give. A regional facet's values are its
 * dimension's tags (`hosting:uae` counts as `uae`).
 */
async function countMatches(db: Db, query: ListFilters, q: string | undefined) {
  const source = matchSource(query, q);
  const factColumns = FACT_DIMENSION_NAMES.map(
    (name) => sql`${factFilter(query, name)} as ${sql.identifier(`in_${name}`)}`,
  );
  const all = (...except: string[]) =>
    sql.raw(
      ["in_category", "in_industry", ...FACT_DIMENSION_NAMES.map((name) => `in_${name}`)]
        .filter((column) => !except.includes(column))
        .join(" and "),
    );
  const factFacets = FACT_DIMENSION_NAMES.map(
    (name) => sql`
    union all
    select ${name}, substr(tag, strpos(tag, ':') + 1), count(*)::int
    from m, unnest(fact_tags) as tag
    where ${all(`in_${name}`)} and tag = any(${sql.param([...dimensionTags(name)])}::text[])
    group by tag`,
  );
  const rows = rowsOf<{ kind: string; value: string; n: number }>(
    await db.execute(sql`
    with m as materialized (
      select ${source.columns.category} as category, ${source.columns.industryTags} as tags,
             ${source.factTags} as fact_tags,
             ${categoryFilter(query, source.columns)} as in_category,
             ${industryFilter(query, source.columns)} as in_industry,
             ${sql.join(factColumns, sql`, `)}
      from ${source.table} where ${source.where}
    )
    select 'total' as kind, '' as value, count(*)::int as n from m where ${all()}
    union all
    select 'category', category, count(*)::int from m where ${all("in_category")} group by category
    union all
    select 'industry', tag, count(*)::int from m, unnest(tags) as tag
    where ${all("in_industry")} group by tag
    ${sql.join(factFacets, sql``)}
  `),
  );
  const facets: Facets = { category: [], industry: [], hosting: [], compliance: [], dialect: [] };
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
  // Then a text match over a named need's tool (search-sql.ts).
  const tier = sql<number>`${relevanceTier(s, query, q) ?? sql`0`}`.as("tier");
  const top = db
    .select({ id: s.id, rank, tier, featured: s.featured, rating: s.rating })
    .from(s)
    .where(
      and(
        eq(s.published, true),
        searchMatch(s, query, q),
        categoryFilter(query, s),
        industryFilter(query, s),
      ),
    )
    .orderBy(sql`rank desc`, sql`tier desc`, desc(s.featured), desc(s.rating), asc(s.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as("top");
  const rows = await db
    .select(summaryColumns())
    .from(t)
    .innerJoin(top, eq(top.id, t.id))
    .orderBy(
      sql`${top.rank} desc`,
      sql`${top.tier} desc`,
      desc(top.featured),
      desc(top.rating),
      asc(t.id),
    );
  return rows.map((row) => toToolSummary(row, localLanguage(query.lang)));
}

/** A named need's relevance tier first, when the search names one (search-sql.ts). */
function tierOrder(query: ListQuery, q: string): SQL[] {
  const tier = relevanceTier(t, query, q);
  return tier ? [sql`${tier} desc`] : [];
}

async function pageOf(db: Db, query: ListFilters, q: string | undefined) {
  if (narrowSearch(query, q) && query.sort === "featured") return rankedTextPage(db, query, q);
  // A search ranks by relevance (name hits weigh most) unless the visitor picked another order.
  const order =
    q && query.sort === "featured"
      ? [...tierOrder(query, q), sql`${textRank(t, query, q)} desc`, ...SORTS.featured]
      : sortOrder(query);
  const rows = await db
    .select(summaryColumns())
    .from(t)
    .where(
      and(
        ...baseFilters(query, q),
        categoryFilter(query),
        industryFilter(query),
        ...FACT_DIMENSION_NAMES.map((name) => factFilter(query, name)),
      ),
    )
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return rows.map((row) => toToolSummary(row, localLanguage(query.lang)));
}

/** A word: letters, their signs (Devanagari vowel signs and virama, Arabic marks) and digits. */
const SPELLING_WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a search as the spelling dictionary holds them: normalised, at most eight. */
export function spellingWords(q: string): string[] {
  return (normalizeSearchText(q).match(SPELLING_WORD) ?? []).slice(0, 8);
}

/**
 * The query with each unknown word replaced by the nearest word of the catalogue or the need
 * vocabulary (pg_trgm), in any of the three languages, and Postgres's English reading of the
 * corrected query; undefined when no word changed (catalog_spelling, migration 0044: one
 * statement, a trigram index lookup per word). The caller reads the correction in the reader's
 * language as it reads a typed query.
 */
export async function correctSpelling(
  db: Db,
  q: string,
): Promise<{ corrected: string; tsquery: string } | undefined> {
  const words = spellingWords(q);
  if (words.length === 0) return undefined;
  const [row] = rowsOf<{ result: { corrected: string; tsquery: string } | null }>(
    await db.execute(sql`select catalog_spelling(${sql.param(words)}::text[]) as result`),
  );
  return row?.result ?? undefined;
}

type Listed = Pick<
  ToolListResponse,
  "items" | "total" | "facets" | "correctedQuery" | "suggestedQuery"
>;

/** Everything in SQL: for a search the index cannot evaluate (phrases), or without an index. */
async function listWithSql(db: Db, query: ListFilters, typed: string | undefined): Promise<Listed> {
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
  const items = counts.total > 0 ? await pageOf(db, query, q) : [];
  return { items, ...counts, ...correction(typed, q, counts.total) };
}

/**
 * The corrected query: when its tools are listed instead of none for what was typed; or, when
 * the filters leave none of its tools either, as a spelling to suggest.
 */
const correction = (typed: string | undefined, q: string | undefined, total: number) => {
  if (q === undefined || q === typed) return {};
  return total > 0 ? { correctedQuery: q } : { suggestedQuery: q };
};

/** Tools by id, published only, in the order of `ids`. */
async function toolsByIds(db: Db, ids: string[], lang: TranslatedLanguage | undefined) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns())
    .from(t)
    .where(and(inArray(t.id, ids), eq(t.status, "published")));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toToolSummary(row, lang)] : [];
  });
}

/** A reading the index can evaluate (not empty, not a phrase). */
const evaluable = (parsed: ParsedQuery | undefined): parsed is QueryNode =>
  parsed !== undefined && parsed.kind !== "empty" && parsed.kind !== "unsupported";

/**
 * What the index matches for a search: its text, the tools of the needs it names and, for an
 * Arabic or Hindi reader, tools with half of its words (loose-words.ts); with each match's score
 * as search-sql.ts scores it in SQL (4 for a text match, 2 for a need's word, 1 per query word).
 * Undefined when a word's reading is one only SQL evaluates.
 */
async function indexMatches(
  index: SearchIndex,
  search: CatalogSearch,
  q: string | undefined,
  parsed: ParsedQuery | undefined,
  lang: TranslatedLanguage | undefined,
): Promise<{ matches: number[]; score?: Uint8Array } | undefined> {
  const text = parsed?.kind === "empty" ? [] : index.match(parsed as QueryNode | undefined);
  const needs = needsOf(q);
  const loose = looseWords(q, lang);
  if (needs.length === 0 && !loose) return { matches: text };
  const score = new Uint8Array(index.capacity);
  for (const ordinal of text) score[ordinal] = 4;
  const words = needWordsText(needs);
  const wordsNode = words ? await search.needWords(words) : undefined;
  if (evaluable(wordsNode)) {
    for (const ordinal of index.matchWords(wordsNode)) score[ordinal] = (score[ordinal] ?? 0) + 2;
  }
  let matches = union(text, index.matchNeeds(needs));
  if (loose && lang) {
    const count = new Uint8Array(index.capacity);
    for (const reading of await search.wordReadings(loose.words, lang)) {
      if (reading.kind === "unsupported") return undefined;
      if (reading.kind === "empty") continue;
      for (const ordinal of index.match(reading)) count[ordinal] = (count[ordinal] ?? 0) + 1;
    }
    const enough: number[] = [];
    count.forEach((n, ordinal) => {
      if (n === 0) return;
      score[ordinal] = (score[ordinal] ?? 0) + n;
      if (n >= loose.least) enough.push(ordinal);
    });
    matches = union(matches, enough);
  }
  return { matches, score };
}

/**
 * Matches, total and facets from the in-process index (ADR 0008); the page of a relevance-ordered
 * search from the index too, else from the sort indexes in SQL. Wide rows always come from SQL.
 */
async function listWithIndex(
  db: Db,
  query: ListFilters,
  typed: string | undefined,
  search: CatalogSearch,
): Promise<Listed> {
  const lang = localLanguage(query.lang);
  const prepared = await search.prepare(typed, lang);
  const { index } = prepared;
  if (!index.usable) return listWithSql(db, query, typed);
  let q = typed;
  let reading = prepared.reading;
  if (reading?.parsed.kind === "unsupported") return listWithSql(db, query, q);
  let found = await indexMatches(index, search, q, reading?.parsed, lang);
  if (!found) return listWithSql(db, query, q);
  let counts = index.counts(found.matches, query);
  if (q && counts.total === 0) {
    const corrected = await search.corrected(q, lang, (words) => correctSpelling(db, words));
    if (corrected) {
      q = corrected.corrected;
      reading = corrected;
      // What the index cannot evaluate of the correction, SQL answers (for the corrected text).
      const fromSql = async (text: string) => {
        const listed = await listWithSql(db, query, text);
        return { ...listed, ...correction(typed, text, listed.total) };
      };
      if (reading.parsed.kind === "unsupported") return fromSql(q);
      found = await indexMatches(index, search, q, reading.parsed, lang);
      if (!found) return fromSql(q);
      counts = index.counts(found.matches, query);
    }
  }
  if (counts.total === 0) return { items: [], ...counts, ...correction(typed, q, 0) };
  // The default order (relevance, or featured then rating without a query) from the index,
  // except the unfiltered catalogue, which its SQL sort index serves directly; the other sorts
  // from their SQL indexes.
  const unfiltered = !q && !query.category && !query.industry && !hasBaseFilters(query);
  if (query.sort === "price" && query.rates) {
    // No SQL index holds a price converted at today's rates: the index orders every match.
    const offset = (query.page - 1) * query.pageSize;
    const ids = index.pricedPage(
      found.matches,
      query,
      unitsPerUsd(query.rates),
      offset,
      query.pageSize,
    );
    const items = await toolsByIds(db, ids, lang);
    return { items, ...counts, ...correction(typed, q, counts.total) };
  }
  if (query.sort === "featured" && !unfiltered) {
    const offset = (query.page - 1) * query.pageSize;
    // Name matches are read in English, as the SQL path reads them.
    const english = reading?.english;
    const named = evaluable(english) ? english : undefined;
    const ids = index.rankedPage(named, found.matches, query, offset, query.pageSize, found.score);
    const items = await toolsByIds(db, ids, lang);
    return { items, ...counts, ...correction(typed, q, counts.total) };
  }
  return { items: await pageOf(db, query, q), ...counts, ...correction(typed, q, counts.total) };
}

/** Each card of a need's tool says which need it is for (the most specific one it fits). */
function withMatchedNeeds(
  items: ToolSummary[],
  needs: readonly MatchedNeed[],
  language: Language,
): ToolSummary[] {
  if (needs.length === 0) return items;
  return items.map((item) => {
    const need = needs.find((n) => toolFitsNeed(n, item.category, item.industryTags));
    return need ? { ...item, matchedNeed: needLabel(need, language) } : item;
  });
}

export async function listTools(
  db: Db,
  listQuery: ListQuery,
  search?: CatalogSearch,
): Promise<ToolListResponse> {
  const q = listQuery.q || undefined;
  const rates =
    listQuery.priceMax !== undefined || listQuery.sort === "price"
      ? rateTable(await ratesInForce(db))
      : undefined;
  const query: ListFilters = rates
    ? { ...listQuery, rates, priceCeilings: priceCeilings(listQuery, rates) }
    : listQuery;
  const listed = search
    ? await listWithIndex(db, query, q, search)
    : await listWithSql(db, query, q);
  // A corrected search's cards say which need they are for as a typed one's do.
  const searched = listed.correctedQuery ?? q;
  const items = withMatchedNeeds(listed.items, needsOf(searched), query.lang ?? "en");
  return { ...listed, items, page: query.page, pageSize: query.pageSize };
}

/** A published tool by id or slug; null when there is none (or the id is malformed). */
export async function findTool(db: Db, idOrSlug: string, lang?: TranslatedLanguage) {
  const key = UUID.test(idOrSlug) ? eq(t.id, idOrSlug) : eq(t.slug, idOrSlug);
  const [row] = await db
    .select(toolColumns())
    .from(t)
    .where(and(key, eq(t.status, "published")))
    .limit(1);
  return row ? toTool(row, lang) : null;
}

/**
 * The published tools behind these ids or slugs, in one query, in the order asked; a key that
 * matches none (removed, hidden, mistyped) is listed in `missing`.
 */
export async function findToolsByKeys(db: Db, keys: readonly string[], lang?: TranslatedLanguage) {
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
  const tools = rows.map((row) => toTool(row, lang));
  const found = (key: string) =>
    tools.find((tool) => tool.id === key.toLowerCase() || tool.slug === key);
  const ordered = keys.map(found).filter((tool) => tool !== undefined);
  return {
    // An id and the slug of one tool are one column, not two.
    tools: ordered.filter((tool, index) => ordered.indexOf(tool) === index),
    missing: keys.filter((key) => !found(key)),
  };
}
