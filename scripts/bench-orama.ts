/**
 * The peer row of `npm run bench:catalog`: the same published tools loaded into @orama/orama (a
 * maintained in-process search engine with facets and typo tolerance), asked the same queries, so
 * every change to our own index is measured against it (issue 12). Orama is a dev dependency and
 * never part of the server.
 */

import type { ToolListQuery } from "@app/shared/catalog-schemas";
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

export interface OramaRun {
  buildMs: number;
  heapMb: number;
  rows: Map<string, PeerStats>;
}

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
}

const TEXT_PROPERTIES: ("name" | "shortDesc" | "longDescription")[] = [
  "name",
  "shortDesc",
  "longDescription",
];

const SORT_BY = {
  rating: { property: "rating", order: "DESC" },
  newest: { property: "createdAt", order: "DESC" },
  reviews: { property: "reviewsCount", order: "DESC" },
  name: { property: "name", order: "ASC" },
} as const;

/** The Orama search that answers what GET /api/tools answers for `query` (page and facets). */
function paramsOf(query: ToolListQuery) {
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
    ...(query.q ? { properties: TEXT_PROPERTIES } : {}),
    // One typo per word, as our index tolerates ("invocie" -> "invoice").
    tolerance: query.q ? 1 : 0,
    where,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    ...(sort ? { sortBy: sort } : {}),
    facets: { category: {}, industryTags: {} },
  };
}

/** Builds the Orama index of every published tool and times `queries` on it. */
export async function runOrama(
  db: Db,
  queries: PeerQuery[],
  options: { iterations: number; budgetSeconds: number; warmup: number },
): Promise<OramaRun> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select id, name, short_desc, long_description, category, industry_tags, rating,
             reviews_count, featured, created_at
      from solutions_catalog where status = 'published'`),
  );
  const collect = () => (globalThis as { gc?: () => void }).gc?.();
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const orama = create({ schema: SCHEMA });
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
    })),
    1_000,
  );
  const buildMs = performance.now() - started;
  collect();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  log(
    `orama: ${rows.length} tools indexed in ${buildMs.toFixed(0)} ms, +${heapMb.toFixed(0)} MB heap`,
  );

  const stats = new Map<string, PeerStats>();
  for (const query of queries) {
    const params = query.variants.map(paramsOf);
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
    stats.set(query.name, row);
    log(
      `  orama ${query.name}: ${total} matches, p50 ${row.p50.toFixed(2)} ms, p95 ${row.p95.toFixed(2)} ms`,
    );
  }
  return { buildMs, heapMb, rows: stats };
}
