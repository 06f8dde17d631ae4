/**
 * Catalogue benchmark: server-side latency of listTools (what GET /api/tools runs besides JSON)
 * on PGlite and on PostgreSQL with the demo data plus N synthetic tools.
 *
 *   npm run bench:catalog -- [--tools N] [--iterations N] [--only pglite|postgres]
 *
 * PostgreSQL: a throw-away database bench_<timestamp> is created on
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end.
 * Each query is timed as GET /api/tools serves it (the in-process search index, with its memoised
 * query parses and spelling corrections forgotten before every run), then once more with a tool's
 * rating written before every run (the index applies the change first), then on the SQL-only path
 * the server falls back to for phrase searches. Arabic and Hindi searches are asked with `lang` as
 * the web's Arabic and Hindi pages send it; a share of the synthetic tools has Arabic and Hindi
 * texts for them (SYNTHETIC_TRANSLATED_PERCENT in seed-synthetic.ts). Prints a markdown table of
 * p50/p95/p99/max per query and database, then EXPLAIN (ANALYZE, BUFFERS) plans of the statements
 * involved.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, cpus, tmpdir } from "node:os";
import path from "node:path";
import { type ToolListQuery, toolListQuerySchema } from "@app/shared/catalog-schemas";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleProxy } from "drizzle-orm/pg-proxy";
import {
  type Database,
  type Db,
  openPglite,
  rowsOf,
  schema,
} from "../apps/server/src/db/client.ts";
import { seedDemoData } from "../apps/server/src/db/seed/seed-demo.ts";
import {
  SYNTHETIC_TRANSLATED_PERCENT,
  seedSyntheticTools,
} from "../apps/server/src/db/seed/seed-synthetic.ts";
import { listTools } from "../apps/server/src/modules/catalog/catalog.repository.ts";
import {
  type CatalogSearch,
  createCatalogSearch,
} from "../apps/server/src/modules/catalog/search-index/catalog-search.ts";
import { fmt, log, onThrowawayPostgres, percentile, type QueryStats } from "./bench-lib.ts";
import { type OramaRun, runOrama } from "./bench-orama.ts";

const USAGE = `Usage: npm run bench:catalog -- [--tools N] [--iterations N] [--only pglite|postgres] [--pglite-memory] [--no-orama] [--no-translations]

  --tools N         synthetic tools to seed besides the demo data (default 100000)
  --iterations N    timed runs per query, after ${20} warm-up runs (default 200)
  --only DB         run only on pglite or postgres
  --budget S        stop timing a query after S seconds even if fewer runs were made (default 120)
  --pglite-memory   keep PGlite in memory instead of a temporary data directory (the server's default)
  --no-orama        leave out the peer row: the same tools in @orama/orama, the same queries
  --no-translations synthetic tools in English only (the index's heap without Arabic and Hindi words)
  --rows A,B        time only the queries whose name has A or B ("hosting,price")

BENCH_DATABASE_URL: the PostgreSQL server to create the throw-away database on
(default postgres://postgres@127.0.0.1:5432/postgres).`;

const WARMUP = 20;
/** The peer row's warm-up runs and time budget per query (see runOrama). */
const ORAMA_WARMUP = 3;
const ORAMA_BUDGET_SECONDS = 20;

type Kind = "pglite" | "postgres";

interface Options {
  tools: number;
  iterations: number;
  only: Kind | undefined;
  budgetSeconds: number;
  pgliteMemory: boolean;
  orama: boolean;
  translations: boolean;
  /** Only the rows whose name has one of these comma-separated texts (case-insensitive). */
  rows: string | undefined;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    tools: 100_000,
    iterations: 200,
    only: undefined,
    budgetSeconds: 120,
    pgliteMemory: false,
    orama: true,
    translations: true,
    rows: undefined,
  };
  const fail = (message: string): never => {
    console.error(`${message}\n\n${USAGE}`);
    process.exit(2);
  };
  const count = (flag: string, value: string | undefined, min: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) fail(`${flag} needs an integer >= ${min}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--tools") options.tools = count(arg, argv[++i], 0);
    else if (arg === "--iterations") options.iterations = count(arg, argv[++i], 1);
    else if (arg === "--budget") options.budgetSeconds = count(arg, argv[++i], 1);
    else if (arg === "--only") {
      const value = argv[++i];
      if (value !== "pglite" && value !== "postgres") fail("--only takes pglite or postgres");
      options.only = value as Kind;
    } else if (arg === "--pglite-memory") options.pgliteMemory = true;
    else if (arg === "--no-orama") options.orama = false;
    else if (arg === "--no-translations") options.translations = false;
    else if (arg === "--rows") options.rows = argv[++i];
    else if (arg === "--help" || arg === "-h") {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else fail(`Unknown argument: ${arg}`);
  }
  return options;
}

/** A query of the benchmark; several variants are cycled through across iterations. */
interface BenchQuery {
  name: string;
  search: boolean;
  variants: ToolListQuery[];
}

const QUERIES: BenchQuery[] = [
  { name: "default first page", search: false, variants: [{}] },
  {
    name: "category filter",
    search: false,
    variants: [
      { category: "Customer Service" },
      { category: "Finance & Accounting" },
      { category: "Development Tools" },
    ],
  },
  {
    name: "industry filter",
    search: false,
    variants: [{ industry: "healthcare" }, { industry: "retail" }, { industry: "finance" }],
  },
  {
    name: "category + industry + minRating",
    search: false,
    variants: [
      { category: "Marketing & Sales", industry: "e-commerce", minRating: "4" },
      { category: "Customer Service", industry: "retail", minRating: "3.5" },
      { category: "Finance & Accounting", industry: "finance", minRating: "4" },
    ],
  },
  { name: "sort=rating", search: false, variants: [{ sort: "rating" }] },
  { name: "sort=newest", search: false, variants: [{ sort: "newest" }] },
  { name: "sort=name page 5", search: false, variants: [{ sort: "name", page: "5" }] },
  {
    name: 'search "invoice"',
    search: true,
    variants: [{ q: "invoice" }, { q: "invoices" }, { q: "invoice processing" }],
  },
  {
    name: 'search "chatbot support"',
    search: true,
    variants: [
      { q: "chatbot support" },
      { q: "support chatbot" },
      { q: "customer support chatbot" },
    ],
  },
  {
    name: 'typo search "chatbto"',
    search: true,
    variants: [{ q: "chatbto" }, { q: "invocie" }, { q: "forcasting" }],
  },
  {
    name: "search + category",
    search: true,
    variants: [
      { q: "invoice", category: "Finance & Accounting" },
      { q: "fraud detection", category: "Finance & Accounting" },
      { q: "chatbot", category: "Customer Service" },
    ],
  },
  // Arabic and Hindi, with `lang` as the web's Arabic and Hindi pages send it (searched in the
  // reader's language and in English); most words from the judged query sets in
  // apps/server/test/fixtures/search-queries/.
  {
    name: 'ar: one word "فواتير"',
    search: true,
    variants: [
      { q: "فواتير", lang: "ar" },
      { q: "المخزون", lang: "ar" },
      { q: "محادثة", lang: "ar" },
    ],
  },
  {
    name: 'ar: two words "روبوت محادثة"',
    search: true,
    variants: [
      { q: "روبوت محادثة", lang: "ar" },
      { q: "تحليل البيانات", lang: "ar" },
      { q: "جدولة المقابلات", lang: "ar" },
    ],
  },
  {
    name: 'ar: a need "خدمة العملاء"',
    search: true,
    variants: [
      { q: "خدمة العملاء", lang: "ar" },
      { q: "خدمه العملاء", lang: "ar" },
      { q: "ابي برنامج محاسبة", lang: "ar" },
    ],
  },
  {
    name: 'ar: no match "زرافة بنفسجية"',
    search: true,
    variants: [
      { q: "زرافة بنفسجية", lang: "ar" },
      { q: "قطار فضائي", lang: "ar" },
      { q: "بطريق", lang: "ar" },
    ],
  },
  {
    name: 'hi: one word "चैटबॉट"',
    search: true,
    variants: [
      { q: "चैटबॉट", lang: "hi" },
      { q: "इनवॉइस", lang: "hi" },
      { q: "इन्वेंटरी", lang: "hi" },
    ],
  },
  {
    name: 'hi: two words "व्हाट्सएप चैटबॉट"',
    search: true,
    variants: [
      { q: "व्हाट्सएप चैटबॉट", lang: "hi" },
      { q: "इनवॉइस स्कैनर", lang: "hi" },
      { q: "बैंक रिकंसिलिएशन", lang: "hi" },
    ],
  },
  {
    name: 'hi: a need "ग्राहक सेवा"',
    search: true,
    variants: [
      { q: "ग्राहक सेवा", lang: "hi" },
      { q: "वित्त और लेखा", lang: "hi" },
      { q: "ग्राहक सहायता के लिए चैटबॉट", lang: "hi" },
    ],
  },
  {
    name: 'hi, Latin letters: "grahak seva"',
    search: true,
    variants: [
      { q: "grahak seva", lang: "hi" },
      { q: "grahak seva chatbot", lang: "hi" },
      { q: "whatsapp par order tracking", lang: "hi" },
    ],
  },
  {
    name: "hosting filter (facets counted)",
    search: false,
    variants: [{ hosting: "saudi" }, { hosting: "uae" }, { hosting: "india" }],
  },
  {
    name: "hosting + compliance + dialect",
    search: false,
    variants: [
      { hosting: "saudi", compliance: "saudi-pdpl" },
      { hosting: "uae", dialect: "ar-gulf" },
      { hosting: "india", hindi: "true", compliance: "india-dpdp-2023" },
    ],
  },
  {
    name: "price ceiling in AED, lowest price first",
    search: false,
    variants: [
      { priceMax: "100", currency: "AED", sort: "price" },
      { priceMax: "2000", currency: "INR", sort: "price", freeTrial: "true" },
      { freeTier: "true", sort: "price" },
    ],
  },
  {
    name: 'ar: "فواتير" + Saudi hosting, lowest price',
    search: true,
    variants: [
      { q: "فواتير", lang: "ar", hosting: "saudi", sort: "price" },
      { q: "روبوت محادثة", lang: "ar", dialect: "ar-gulf" },
      { q: "خدمة العملاء", lang: "ar", hosting: "saudi", priceMax: "200", currency: "SAR" },
    ],
  },
  {
    name: 'hi: no match "ज़ेब्रा पेंगुइन"',
    search: true,
    // Not "बैंगनी" (purple): the spelling correction reads it as "बैंक" (bank).
    variants: [
      { q: "ज़ेब्रा पेंगुइन", lang: "hi" },
      { q: "पेंगुइन", lang: "hi" },
      { q: "जिराफ़", lang: "hi" },
    ],
  },
];

/** The queries to time: all, or those `--rows` names. */
function selectedQueries(options: Options): BenchQuery[] {
  const texts = options.rows?.toLowerCase().split(",");
  if (!texts) return QUERIES;
  return QUERIES.filter((q) => texts.some((text) => q.name.toLowerCase().includes(text)));
}

/** The queries whose statements are EXPLAINed. */
const EXPLAINED: { name: string; query: ToolListQuery }[] = [
  { name: "default first page", query: {} },
  { name: "category filter (Customer Service)", query: { category: "Customer Service" } },
  { name: 'text search q="invoice"', query: { q: "invoice" } },
  { name: 'typo search q="chatbto"', query: { q: "chatbto" } },
  { name: 'Arabic need q="خدمة العملاء" (lang=ar)', query: { q: "خدمة العملاء", lang: "ar" } },
  {
    name: 'Hindi two words q="व्हाट्सएप चैटबॉट" (lang=hi)',
    query: { q: "व्हाट्सएप चैटबॉट", lang: "hi" },
  },
  { name: 'Latin-script Hindi q="grahak seva" (lang=hi)', query: { q: "grahak seva", lang: "hi" } },
];
/**
 * What a captured statement is, read from its text. The capture answers every statement with no
 * rows, so a search's statements end at its spelling correction (a zero total), not at its page.
 */
const statementName = (text: string, i: number) =>
  text.includes("catalog_spelling")
    ? "spelling correction"
    : text.includes("'total' as kind")
      ? "total and facets"
      : /^\s*select\b/i.test(text)
        ? "page"
        : `statement ${i + 1}`;

type Stats = QueryStats;

/** How many tools have Arabic, Hindi, and any translated texts. */
interface Translated {
  ar: number;
  hi: number;
  any: number;
}

interface Result {
  kind: Kind;
  seedMs: number;
  translated: Translated;
  index: { buildMs: number; heapMb: number };
  rows: Map<string, Stats>;
  plans: string[];
  /** The peer row, run once, on the first database's tools. */
  orama?: OramaRun;
}

async function prepare(
  database: Database,
  { tools, translations }: Options,
): Promise<{ ms: number; translated: Translated }> {
  const started = performance.now();
  await database.migrate();
  await seedDemoData(database.db);
  if (tools > 0) {
    const step = 10_000;
    for (let done = 0; done < tools; done += step) {
      await seedSyntheticTools(database.db, Math.min(step, tools - done), undefined, {
        translations,
      });
      log(`  ${database.kind}: ${Math.min(done + step, tools)} / ${tools} synthetic tools`);
    }
  }
  // VACUUM sets the visibility map (index-only scans) as autovacuum would on a live server.
  await database.db.execute(sql`vacuum analyze`);
  const ms = performance.now() - started;
  const [translated] = rowsOf<Translated>(
    await database.db.execute(sql`
      select count(*) filter (where translations ? 'ar')::int as ar,
             count(*) filter (where translations ? 'hi')::int as hi,
             count(*) filter (where translations <> '{}'::jsonb)::int as any
      from solutions_catalog where status = 'published'`),
  );
  return { ms, translated: translated ?? { ar: 0, hi: 0, any: 0 } };
}

type Mode = "index" | "index after a write" | "SQL only";
const MODES: Mode[] = ["index", "index after a write", "SQL only"];
const rowName = (query: string, mode: Mode) => (mode === "index" ? query : `${query} (${mode})`);

/** A write the index must apply before the next search: one tool's rating nudged. */
async function writeOneRating(db: Db, i: number) {
  await db.execute(sql`
    update solutions_catalog set rating = ${(i % 40) / 10 + 1}
    where id = (select id from solutions_catalog order by id offset ${i % 1000} limit 1)`);
}

async function timeQuery(
  db: Db,
  query: BenchQuery,
  options: Options,
  mode: Mode,
  search: CatalogSearch,
): Promise<Stats> {
  const parsed = query.variants.map((v) => toolListQuerySchema.parse(v));
  const run = async (q: (typeof parsed)[number], i: number) => {
    if (mode === "SQL only") return listTools(db, q);
    if (mode === "index after a write") await writeOneRating(db, i);
    search.forgetQueries();
    const started = performance.now();
    const result = await listTools(db, q, search);
    return { result, started };
  };
  let total = 0;
  for (let i = 0; i < WARMUP; i++) {
    const out = await run(parsed[i % parsed.length] as (typeof parsed)[number], i);
    if (i === 0) total = "result" in out ? out.result.total : out.total;
  }
  const samples: number[] = [];
  const deadline = performance.now() + options.budgetSeconds * 1000;
  for (let i = 0; i < options.iterations && performance.now() < deadline; i++) {
    const q = parsed[i % parsed.length] as (typeof parsed)[number];
    const before = performance.now();
    const out = await run(q, i);
    samples.push(performance.now() - ("started" in out ? out.started : before));
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: samples[samples.length - 1] ?? Number.NaN,
    total,
    runs: samples.length,
  };
}

/** The SQL and parameters listTools sends for a query, captured without a database. */
async function captureStatements(query: ToolListQuery) {
  const statements: { text: string; params: unknown[] }[] = [];
  const capture = drizzleProxy(
    async (text, params) => {
      statements.push({ text, params });
      return { rows: [] };
    },
    { schema, casing: "snake_case" },
  );
  await listTools(capture as unknown as Db, toolListQuerySchema.parse(query));
  return statements;
}

/** Rebuilds a captured statement (with $n placeholders) as a drizzle SQL with bound values. */
function rebuild(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(params[Number(part) - 1])}`);
  });
  return sql.join(chunks);
}

async function explainPlans(db: Db): Promise<string[]> {
  const plans: string[] = [];
  for (const { name, query } of EXPLAINED) {
    const statements = await captureStatements(query);
    for (const [i, statement] of statements.entries()) {
      const explain = sql.join([
        sql.raw("explain (analyze, buffers) "),
        rebuild(statement.text, statement.params),
      ]);
      // Twice: the first run warms the cache, the second is what a steady server sees.
      await db.execute(explain);
      const result = (await db.execute(explain)) as unknown as { rows: Record<string, string>[] };
      const plan = result.rows.map((r) => Object.values(r)[0]).join("\n");
      plans.push(
        `#### ${name}: ${statementName(statement.text, i)}\n\n` +
          `\`\`\`sql\n${statement.text}\n-- params: ${JSON.stringify(statement.params)}\n\`\`\`\n\n` +
          `\`\`\`\n${plan}\n\`\`\``,
      );
    }
  }
  // The statement the search index runs before every search: what changed since its last look.
  const [mark] = (
    (await db.execute(
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`,
    )) as unknown as { rows: { xmin: string }[] }
  ).rows;
  const changes = sql`explain (analyze, buffers) select id from solutions_search where txid >= ${mark?.xmin}::xid8`;
  await db.execute(changes);
  const result = (await db.execute(changes)) as unknown as { rows: Record<string, string>[] };
  plans.push(
    `#### search index: changes since the last look\n\n\`\`\`\n${result.rows.map((r) => Object.values(r)[0]).join("\n")}\n\`\`\``,
  );
  return plans;
}

async function runOn(kind: Kind, database: Database, options: Options): Promise<Result> {
  log(`${kind}: migrating and seeding demo data + ${options.tools} synthetic tools...`);
  const { ms: seedMs, translated } = await prepare(database, options);
  log(
    `${kind}: ready in ${(seedMs / 1000).toFixed(1)} s; published tools with Arabic texts ` +
      `${translated.ar}, Hindi ${translated.hi}, either ${translated.any}`,
  );
  const search = createCatalogSearch(database.db);
  // With --expose-gc (the npm script passes it) the heap is measured without garbage.
  const collect = () => (globalThis as { gc?: () => void }).gc?.();
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const buildStarted = performance.now();
  await search.prepare(undefined);
  const buildMs = performance.now() - buildStarted;
  collect();
  const index = {
    buildMs,
    heapMb: (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20,
  };
  log(
    `${kind}: search index built in ${fmt(index.buildMs)} ms, +${index.heapMb.toFixed(0)} MB heap`,
  );
  const rows = new Map<string, Stats>();
  for (const mode of MODES) {
    for (const query of selectedQueries(options)) {
      const stats = await timeQuery(database.db, query, options, mode, search);
      rows.set(rowName(query.name, mode), stats);
      log(
        `  ${kind} ${rowName(query.name, mode)}: p50 ${fmt(stats.p50)} ms, p95 ${fmt(stats.p95)} ms`,
      );
    }
  }
  log(`${kind}: EXPLAIN (ANALYZE, BUFFERS)...`);
  const plans = await explainPlans(database.db);
  const orama =
    options.orama && kind === (options.only ?? "pglite")
      ? // Orama's answers without a search term run in seconds at 100,000 tools: fewer rounds.
        await runOrama(database.db, QUERIES, {
          iterations: options.iterations,
          budgetSeconds: Math.min(options.budgetSeconds, ORAMA_BUDGET_SECONDS),
          warmup: ORAMA_WARMUP,
        })
      : undefined;
  return { kind, seedMs, translated, index, rows, plans, ...(orama ? { orama } : {}) };
}

async function runPglite(options: Options): Promise<Result> {
  const dataDir = options.pgliteMemory
    ? undefined
    : await mkdtemp(path.join(tmpdir(), "bench-pglite-"));
  const database = openPglite(dataDir);
  try {
    return await runOn("pglite", database, options);
  } finally {
    await database.close().catch(() => {});
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

async function runPostgres(options: Options): Promise<Result | string> {
  return onThrowawayPostgres((database) => runOn("postgres", database, options));
}

function report(options: Options, results: Result[], notes: string[]): string {
  const lines: string[] = [];
  lines.push(
    `## Catalogue benchmark: ${options.tools} synthetic tools + demo data, ` +
      `${options.iterations} runs per query (or ${options.budgetSeconds} s) after ${WARMUP} warm-up runs`,
    "",
    `Node ${process.version}, ${process.platform}/${process.arch}, ` +
      `${availableParallelism()} CPU cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}). ` +
      "Latency of listTools, in ms.",
    "",
  );
  for (const note of notes) lines.push(`> ${note}`, "");
  lines.push(
    "| Query | Database | Matches | Runs | p50 | p95 | p99 | max |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  const orama = results.find((result) => result.orama)?.orama;
  for (const name of selectedQueries(options).flatMap((q) =>
    MODES.map((mode) => rowName(q.name, mode)),
  )) {
    const peers: [string, Stats | undefined][] = [
      ...results.map((result): [string, Stats | undefined] => [result.kind, result.rows.get(name)]),
      ["orama (same tools, in process)", orama?.rows.get(name)],
    ];
    for (const [kind, s] of peers) {
      if (!s) continue;
      lines.push(
        `| ${name} | ${kind} | ${s.total} | ${s.runs} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${fmt(s.max)} |`,
      );
    }
  }
  lines.push("", "Search variants cycled across iterations:", "");
  for (const query of QUERIES.filter((q) => q.variants.length > 1)) {
    lines.push(`- ${query.name}: ${query.variants.map((v) => JSON.stringify(v)).join(", ")}`);
  }
  lines.push("", "### Targets (p95 of a first page of search results)", "");
  for (const result of results) {
    const target = result.kind === "postgres" ? 15 : 50;
    for (const name of QUERIES.filter((q) => q.search).flatMap((q) =>
      MODES.map((mode) => rowName(q.name, mode)),
    )) {
      const s = result.rows.get(name);
      if (!s) continue;
      const met = s.p95 <= target ? "met" : "MISSED";
      lines.push(`- ${result.kind} ${name}: p95 ${fmt(s.p95)} ms (target ${target} ms) — ${met}`);
    }
  }
  lines.push("", `Setup (migrate + seed + VACUUM ANALYZE), then the search index's first build:`);
  for (const result of results) {
    lines.push(
      `- ${result.kind}: ${(result.seedMs / 1000).toFixed(1)} s; index built in ` +
        `${fmt(result.index.buildMs)} ms, +${result.index.heapMb.toFixed(0)} MB heap ` +
        "(every language's words); published tools with Arabic texts " +
        `${result.translated.ar}, Hindi ${result.translated.hi}, either ${result.translated.any}` +
        (options.translations
          ? ` (${SYNTHETIC_TRANSLATED_PERCENT}% of the synthetic tools in each language)`
          : " (--no-translations: the synthetic tools in English only)"),
    );
  }
  for (const build of orama?.builds ?? []) {
    lines.push(
      `- orama (@orama/orama, the same published tools) for ${build.label}: ` +
        `index built in ${fmt(build.buildMs)} ms, +${build.heapMb.toFixed(0)} MB heap`,
    );
  }
  for (const result of results) {
    lines.push("", `### EXPLAIN (ANALYZE, BUFFERS) on ${result.kind}`, "", ...result.plans);
  }
  return `${lines.join("\n")}\n`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const results: Result[] = [];
  const notes: string[] = [];
  if (options.only !== "postgres") results.push(await runPglite(options));
  if (options.only !== "pglite") {
    const result = await runPostgres(options);
    if (typeof result === "string") {
      console.warn(result);
      notes.push(result);
    } else results.push(result);
  }
  process.stdout.write(report(options, results, notes));
}

await main();
