import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../../db/client.ts";
import { type IndexedRow, SearchIndex } from "./search-index.ts";
import { type ParsedQuery, parseTsquery } from "./tsquery.ts";

/** Past this share of dead ordinals the index is rebuilt rather than patched. */
const MAX_DEAD_RATIO = 0.25;
const PARSE_CACHE_SIZE = 2_000;

type RawRow = Omit<IndexedRow, "rating"> & { rating: string | number };

const ROW_COLUMNS = sql.raw(`id, published, featured, verified, rating::float8 as rating,
  category, industry_tags as "industryTags", pricing_model as "pricingModel",
  tsvector_to_array(search) as words, tsvector_to_array(name_search) as "nameWords"`);

const toRow = (raw: RawRow): IndexedRow => ({ ...raw, rating: Number(raw.rating) });

/**
 * Keeps a SearchIndex equal to the committed solutions_search rows. Before each use it asks the
 * database what changed since its last look: every row written by a transaction at or after the
 * oldest one that was still running then (a 64-bit transaction id the sync trigger stores), plus
 * removals; TRUNCATE bumps an epoch that forces a rebuild. One indexed statement per request, so
 * a search sees every write committed before it started, from this process or any other.
 */
export function createCatalogSearch(db: Db) {
  let index = new SearchIndex();
  /** Oldest transaction that was running at the last look; undefined: never loaded. */
  let since: string | undefined;
  let epoch: string | undefined;
  const parsed = new Map<string, ParsedQuery>();
  const spellings = new Map<string, string | null>();

  async function rebuild(watermark: string, newEpoch: string) {
    const fresh = new SearchIndex();
    const rows = rowsOf<RawRow>(
      await db.execute(sql`select ${ROW_COLUMNS} from solutions_search where published`),
    );
    for (const row of rows) fresh.upsert(toRow(row));
    index = fresh;
    since = watermark;
    epoch = newEpoch;
    spellings.clear();
  }

  async function catchUp() {
    const [state] = rowsOf<{ xmin: string; epoch: string; changed: RawRow[]; removed: string[] }>(
      await db.execute(sql`
        select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
          (select last_value::text || is_called::text from solutions_search_epoch) as epoch,
          ${
            since === undefined
              ? sql`'[]'::json as changed, '[]'::json as removed`
              : sql`(select coalesce(json_agg(c), '[]') from (select ${ROW_COLUMNS}
                      from solutions_search where txid >= ${since}::xid8) c) as changed,
                    (select coalesce(json_agg(id), '[]') from solutions_search_removed
                      where txid >= ${since}::xid8) as removed`
          }
      `),
    );
    if (!state) throw new Error("search index: no database state");
    if (since === undefined || state.epoch !== epoch || index.deadRatio > MAX_DEAD_RATIO) {
      await rebuild(state.xmin, state.epoch);
      return;
    }
    for (const id of state.removed) index.remove(id);
    for (const row of state.changed) index.upsert(toRow(row));
    if (state.removed.length > 0 || state.changed.length > 0) spellings.clear();
    since = state.xmin;
  }

  // One look at a time; a caller arriving during a look waits for the next one, which starts
  // after its own earlier writes were committed.
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  function refresh(): Promise<void> {
    if (!running) {
      running = catchUp().finally(() => {
        running = undefined;
      });
      return running;
    }
    if (!queued) {
      const next = () => {
        queued = undefined;
        return refresh();
      };
      queued = running.then(next, next);
    }
    return queued;
  }

  return {
    /** The index, up to date with every write committed before this call. */
    async current(): Promise<SearchIndex> {
      await refresh();
      return index;
    },

    /** Postgres's own reading of a search (stemming, stop words, operators), memoised. */
    async parse(q: string): Promise<ParsedQuery> {
      const hit = parsed.get(q);
      if (hit) return hit;
      const [row] = rowsOf<{ query: string }>(
        await db.execute(sql`select websearch_to_tsquery('english', ${q})::text as query`),
      );
      const query = parseTsquery(row?.query ?? "");
      if (parsed.size >= PARSE_CACHE_SIZE) parsed.clear();
      parsed.set(q, query);
      return query;
    },

    /** Spelling corrections, memoised until the catalogue's text changes. */
    async corrected(q: string, correct: (q: string) => Promise<string | undefined>) {
      const hit = spellings.get(q);
      if (hit !== undefined) return hit ?? undefined;
      const value = await correct(q);
      if (spellings.size >= PARSE_CACHE_SIZE) spellings.clear();
      spellings.set(q, value ?? null);
      return value;
    },

    /** Forgets memoised parses and corrections (the benchmark's cold runs). */
    forgetQueries(): void {
      parsed.clear();
      spellings.clear();
    },
  };
}

export type CatalogSearch = ReturnType<typeof createCatalogSearch>;
