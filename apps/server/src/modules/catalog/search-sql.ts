import { and, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ListQuery } from "./catalog.repository.ts";
import type { MatchedNeed } from "./needs/need-matcher.ts";
import { needsOf, needWordsText } from "./needs/query-needs.ts";
import { looseWords } from "./search-index/loose-words.ts";
import { localLanguage, TEXT_SEARCH_CONFIG } from "./search-index/search-languages.ts";

/**
 * What a search matches in SQL, on the wide catalogue rows or on their narrow search copy: the
 * text in English or in the reader's language, or a need it names (the in-process index answers
 * the same, catalog.repository.ts).
 */
export type SearchColumns = {
  search: AnyPgColumn;
  searchAr: AnyPgColumn;
  searchHi: AnyPgColumn;
  category: AnyPgColumn;
  industryTags: AnyPgColumn;
};

export const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/** The reader's reading of `q` and the document it is matched against (none for English). */
function localDocument(table: SearchColumns, query: ListQuery, q: string) {
  const lang = localLanguage(query.lang);
  if (!lang) return undefined;
  const config = TEXT_SEARCH_CONFIG[lang];
  return {
    column: lang === "ar" ? table.searchAr : table.searchHi,
    tsquery: sql`websearch_to_tsquery(${config}::regconfig, search_normalize(${q}))`,
  };
}

/** `q` in English against the English document, or in the reader's language against theirs. */
export function textMatch(table: SearchColumns, query: ListQuery, q: string): SQL {
  const english = sql`${table.search} @@ ${tsQuery(q)}`;
  const local = localDocument(table, query, q);
  return local ? sql`(${english} or ${local.column} @@ ${local.tsquery})` : english;
}

/** The tools the needs map to: one of a need's categories and one of its industries. */
function needScope(table: SearchColumns, needs: readonly MatchedNeed[]): SQL | undefined {
  const scopes = needs
    .filter((need) => need.categories.length > 0 || need.industries.length > 0)
    .map((need) =>
      and(
        need.categories.length > 0 ? inArray(table.category, [...need.categories]) : undefined,
        need.industries.length > 0
          ? sql`${table.industryTags} && ${sql.param([...need.industries])}::text[]`
          : undefined,
      ),
    );
  return scopes.length > 0 ? or(...scopes) : undefined;
}

/** How many of an Arabic or Hindi search's words a tool has, one by one (loose-words.ts). */
function looseCount(table: SearchColumns, query: ListQuery, q: string) {
  const loose = looseWords(q, localLanguage(query.lang));
  if (!loose) return undefined;
  const each = loose.words.map((word) => textMatch(table, query, word));
  return {
    any: or(...each) as SQL,
    count: sql`(${sql.join(
      each.map((match) => sql`(${match})::int`),
      sql` + `,
    )})`,
    least: loose.least,
  };
}

/**
 * A search's matches: its text, the tools of a need it names, or (for an Arabic or Hindi reader)
 * a tool with half of its words.
 */
export function searchMatch(table: SearchColumns, query: ListQuery, q: string): SQL {
  const text = textMatch(table, query, q);
  const scope = needScope(table, needsOf(q));
  const loose = looseCount(table, query, q);
  const parts = [
    text,
    ...(scope ? [scope] : []),
    ...(loose ? [sql`(${loose.any} and ${loose.count} >= ${loose.least})`] : []),
  ];
  return parts.length > 1 ? sql`(${sql.join(parts, sql` or `)})` : text;
}

/**
 * Relevance past name matches, when the search names a need or is matched word by word: 4 for a
 * text match, 2 for a tool whose English text has one of the needs' words, and 1 for each of the
 * query's words it has; a need's tool found by its category alone scores 0. The in-process index
 * scores the same (catalog.repository.ts). Undefined when there is neither.
 */
export function relevanceTier(table: SearchColumns, query: ListQuery, q: string): SQL | undefined {
  const needs = needsOf(q);
  const loose = looseCount(table, query, q);
  if (needs.length === 0 && !loose) return undefined;
  const words = needWordsText(needs);
  const hit = words ? sql`(${table.search} @@ ${tsQuery(words)})::int * 2` : sql`0`;
  return sql`((${textMatch(table, query, q)})::int * 4 + ${hit} + ${loose?.count ?? sql`0`})`;
}

/** How well a tool's documents match `q`: English, plus the reader's language's. */
export function textRank(table: SearchColumns, query: ListQuery, q: string): SQL {
  const english = sql`ts_rank(${table.search}, ${tsQuery(q)})`;
  const local = localDocument(table, query, q);
  return local ? sql`(${english} + ts_rank(${local.column}, ${local.tsquery}))` : english;
}
