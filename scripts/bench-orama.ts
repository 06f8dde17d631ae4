/**
 * The peer row of `npm run bench:catalog`: the same published tools loaded into @orama/orama (a
 * maintained in-process search engine with facets and typo tolerance), asked the same queries, so
 * every change to our own index is measured against it (issue 12). Orama is a dev dependency and
 * never part of the server.
 *
 * Orama reads one language per database, so each language's queries get their own, built and
 * timed one after the other (one in memory at a time): English with its English tokenizer, and
 * for a query with `lang` (searched in the reader's language and in English, as the server does)
 * a database holding the tools' English texts and their texts in that language, tokenized with
 * Orama 3.1's "arabic" or "indian" tokenizer (its only Devanagari one: Hindi has no name of its
 * own there; its splitter keeps the letters अ-ह only, so a Hindi word is cut at every vowel
 * sign and virama and matched as fragments). None is stemmed: Orama bundles the English stemmer
 * only (the others are in @orama/stemmers, not a dependency), and the English row is not stemmed
 * either.
 */

import type { ToolListQuery } from "@app/shared/catalog-schemas";
import type { ListingText, ListingTranslations } from "@app/shared/listing-texts";
import { create, insertMultiple, search } from "@orama/orama";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../apps/server/src/db/client.ts";
import { log, percentile, type QueryStats } from "./bench-lib.ts";

export interface PeerQuery {
  name: string;
  variants: ToolListQuery[];
}

/** `total`: the matches of the first variant. */
export type PeerStats = QueryStats;

type PeerLanguage = "en" | "ar" | "hi";

/** One Orama database: which texts and tokenizer, and what building it cost. */
export interface OramaBuild {
  language: PeerLanguage;
  label: string;
  buildMs: number;
  heapMb: number;
}

export interface OramaRun {
  builds: OramaBuild[];
  rows: Map<string, PeerStats>;
}

/** Orama's tokenizer for each language's database, and how the report names it. */
const LANGUAGES: Record<PeerLanguage, { tokenizer: string; label: string }> = {
  en: { tokenizer: "english", label: "English queries (English texts, english tokenizer)" },
  ar: {
    tokenizer: "arabic",
    label: "Arabic queries (English and Arabic texts, arabic tokenizer)",
  },
  hi: {
    tokenizer: "indian",
    label: "Hindi queries (English and Hindi texts, indian tokenizer)",
  },
};

const SCHEMA = {
  name: "string",
  shortDesc: "string",
  longDescription: "string",
  category: "enum",
  industryTags: "enum[]",
  rating: "number",
  reviewsCount: "number",
  featured: "boolean",
  createdAt: "number",
} as const;

/** A database for `lang` queries also holds the tools' texts in that language. */
const LOCAL_SCHEMA = { ...SCHEMA, localShortDesc: "string", localText: "string" } as const;

interface Row {
  id: string;
  name: string;
  short_desc: string;
  long_description: string | null;
  category: string;
  industry_tags: string[];
  rating: string | number;
  reviews_count: number;
  featured: boolean;
  created_at: string | Date;
  translations: ListingTranslations | null;
}

type TextProperty = "name" | "shortDesc" | "longDescription" | "localShortDesc" | "localText";
const TEXT_PROPERTIES: TextProperty[] = ["name", "shortDesc", "longDescription"];
/** As the server's document in the reader's language: the long text, audience and features. */
const LOCAL_TEXT_PROPERTIES: TextProperty[] = [...TEXT_PROPERTIES, "localShortDesc", "localText"];
const localText = (text: ListingText | undefined) =>
  [text?.longDescription, text?.targetAudience, ...(text?.features ?? [])]
    .filter(Boolean)
    .join(" ");

const SORT_BY = {
  rating: { property: "rating", order: "DESC" },
  newest: { property: "createdAt", order: "DESC" },
  reviews: { property: "reviewsCount", order: "DESC" },
  name: { property: "name", order: "ASC" },
} as const;

/** The Orama search that answers what GET /api/tools answers for `query` (page and facets). */
function paramsOf(query: ToolListQuery, properties: TextProperty[]) {
  const where: Record<string, unknown> = {};
  if (query.category) where.category = { eq: query.category };
  if (query.industry) where.industryTags = { containsAll: [query.industry] };
  if (query.minRating !== undefined) where.rating = { gte: Number(query.minRating) };
  const pageSize = Number(query.pageSize ?? 24);
  const page = Number(query.page ?? 1);
  const sort = query.sort && query.sort !== "featured" ? SORT_BY[query.sort] : undefined;
  return {
    term: query.q ?? "",
    // Only with a term: Orama 3.1 takes seconds to answer an empty term that names properties.
    ...(query.q ? { properties } : {}),
    // One typo per word, as our index tolerates ("invocie" -> "invoice").
    tolerance: query.q ? 1 : 0,
    where,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    ...(sort ? { sortBy: sort } : {}),
    facets: { category: {}, industryTags: {} },
  };
}

const languageOf = (query: PeerQuery): PeerLanguage => {
  const lang = query.variants[0]?.lang;
  return lang === "ar" || lang === "hi" ? lang : "en";
};

/**
 * Builds an Orama database of every published tool per language the queries are asked in, and
 * times `queries` on theirs.
 */
export async function runOrama(
  db: Db,
  queries: PeerQuery[],
  options: { iterations: number; budgetSeconds: number; warmup: number },
): Promise<OramaRun> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select id, name, short_desc, long_description, category, industry_tags, rating,
             reviews_count, featured, created_at, translations
      from solutions_catalog where status = 'published'`),
  );
  const builds: OramaBuild[] = [];
  const stats = new Map<string, PeerStats>();
  for (const language of ["en", "ar", "hi"] as const) {
    const asked = queries.filter((query) => languageOf(query) === language);
    if (asked.length === 0) continue;
    const { build, timed } = await runLanguage(rows, language, asked, options);
    builds.push(build);
    for (const [name, row] of timed) stats.set(name, row);
  }
  return { builds, rows: stats };
}

/** One language's database: built, its queries timed, then let go before the next is built. */
async function runLanguage(
  rows: Row[],
  language: PeerLanguage,
  queries: PeerQuery[],
  options: { iterations: number; budgetSeconds: number; warmup: number },
): Promise<{ build: OramaBuild; timed: Map<string, PeerStats> }> {
  const { tokenizer, label } = LANGUAGES[language];
  const local = language === "en" ? undefined : language;
  const collect = () => (globalThis as { gc?: () => void }).gc?.();
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  // Typed as the larger schema: English documents simply have no local texts.
  const schema = (local ? LOCAL_SCHEMA : SCHEMA) as typeof LOCAL_SCHEMA;
  const orama = create({ schema, language: tokenizer });
  await insertMultiple(
    orama,
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      shortDesc: row.short_desc,
      longDescription: row.long_description ?? "",
      category: row.category,
      industryTags: row.industry_tags,
      rating: Number(row.rating),
      reviewsCount: row.reviews_count,
      featured: row.featured,
      createdAt: new Date(row.created_at).getTime(),
      ...(local
        ? {
            localShortDesc: row.translations?.[local]?.shortDesc ?? "",
            localText: localText(row.translations?.[local]),
          }
        : {}),
    })),
    1_000,
  );
  const buildMs = performance.now() - started;
  collect();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  log(
    `orama ${language}: ${rows.length} tools indexed in ${buildMs.toFixed(0)} ms, +${heapMb.toFixed(0)} MB heap`,
  );

  const properties = local ? LOCAL_TEXT_PROPERTIES : TEXT_PROPERTIES;
  const timed = new Map<string, PeerStats>();
  for (const query of queries) {
    const params = query.variants.map((variant) => paramsOf(variant, properties));
    const ask = (i: number) =>
      search(orama, params[i % params.length] as ReturnType<typeof paramsOf>) as Promise<{
        count: number;
      }>;
    const total = (await ask(0)).count;
    for (let i = 1; i < options.warmup; i++) await ask(i);
    const samples: number[] = [];
    const deadline = performance.now() + options.budgetSeconds * 1000;
    for (let i = 0; i < options.iterations && performance.now() < deadline; i++) {
      const before = performance.now();
      await ask(i);
      samples.push(performance.now() - before);
    }
    samples.sort((a, b) => a - b);
    const row = {
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      p99: percentile(samples, 99),
      max: samples.at(-1) ?? Number.NaN,
      total,
      runs: samples.length,
    };
    timed.set(query.name, row);
    log(
      `  orama ${query.name}: ${total} matches, p50 ${row.p50.toFixed(2)} ms, p95 ${row.p95.toFixed(2)} ms`,
    );
  }
  return { build: { language, label, buildMs, heapMb }, timed };
}
