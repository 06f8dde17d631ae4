import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../../db/client.ts";
import { isDatabaseUnavailable } from "../../../db/unavailable.ts";
import { type IndexedRow, SearchIndex } from "./search-index.ts";
import { type ParsedQuery, parseTsquery } from "./tsquery.ts";

/** Past this share of dead ordinals the index is rebuilt rather than patched. */
const MAX_DEAD_RATIO = 0.25;
/** Entries per memo (query readings, spelling corrections) before it starts over. */
const MEMO_SIZE = 2_000;

type Correction = { corrected: string; parsed: ParsedQuery };

/** What search_index_look (migration 0016) answers; rows are search_index_rows (rating float8). */
type Look = {
  xmin: string;
  epoch: string;
  tsquery: string | null;
  changed: IndexedRow[];
  removed: string[];
};

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
  const parsedQueries = new Map<string, ParsedQuery>();
  const spellings = new Map<string, Correction | null>();

  async function rebuild(watermark: string, newEpoch: string) {
    const fresh = new SearchIndex();
    const rows = rowsOf<IndexedRow>(
      await db.execute(sql`select * from search_index_rows where published`),
    );
    for (const row of rows) fresh.upsert(row);
    index = fresh;
    since = watermark;
    epoch = newEpoch;
    spellings.clear();
  }

  /** Applies what changed; with `q`, also returns Postgres's reading of it (same round trip). */
  async function catchUp(q?: string): Promise<string | undefined> {
    const [row] = rowsOf<{ look: Look }>(
      await db.execute(sql`select search_index_look(${since ?? null}::xid8, ${q ?? null}) as look`),
    );
    const state = row?.look;
    if (!state) throw new Error("search index: no database state");
    if (since === undefined || state.epoch !== epoch || index.deadRatio > MAX_DEAD_RATIO) {
      await rebuild(state.xmin, state.epoch);
    } else {
      for (const id of state.removed) index.remove(id);
      for (const row of state.changed) index.upsert(row);
      if (state.removed.length > 0 || state.changed.length > 0) spellings.clear();
      since = state.xmin;
    }
    return state.tsquery ?? undefined;
  }

  // One look at a time; a caller arriving during a look waits for the next one, which starts
  // after its own earlier writes were committed. A caller that starts a look gets its query
  // read in the same statement; one that waits has it read separately. A failed look leaves the
  // index and watermark as they were, so the next look starts from there; when the database is
  // away, those waiting get the same answer at once instead of trying again one after another.
  let running: Promise<void> | undefined;
  let queued: Promise<unknown> | undefined;
  function refresh(q?: string): Promise<string | undefined> {
    if (!running) {
      const look = catchUp(q);
      running = look.then(
        () => {
          running = undefined;
        },
        (error) => {
          running = undefined;
          if (isDatabaseUnavailable(error)) throw error;
        },
      );
      running.catch(() => {}); // the look's own caller reports it; waiters see it through `queued`
      return look;
    }
    if (!queued) {
      const next = () => {
        queued = undefined;
        return refresh();
      };
      queued = running.then(next, (error) => {
        queued = undefined;
        throw error;
      });
    }
    return queued.then(() => undefined);
  }

  function remember<T>(memo: Map<string, T>, key: string, value: T): T {
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(key, value);
    return value;
  }

  async function parse(q: string): Promise<ParsedQuery> {
    const [row] = rowsOf<{ tsquery: string }>(
      await db.execute(sql`select websearch_to_tsquery('english', ${q})::text as tsquery`),
    );
    return parseTsquery(row?.tsquery ?? "");
  }

  return {
    /**
     * The index, up to date with every write committed before this call, and Postgres's reading
     * of the search `q` (stemming, stop words, operators), memoised per text.
     */
    async prepare(q: string | undefined): Promise<{ index: SearchIndex; parsed?: ParsedQuery }> {
      if (q === undefined) {
        await refresh();
        return { index };
      }
      const known = parsedQueries.get(q);
      const tsquery = await refresh(known ? undefined : q);
      if (known) return { index, parsed: known };
      const parsed = tsquery === undefined ? await parse(q) : parseTsquery(tsquery);
      return { index, parsed: remember(parsedQueries, q, parsed) };
    },

    /** A spelling correction and its reading, memoised until the catalogue's text changes. */
    async corrected(
      q: string,
      correct: (q: string) => Promise<{ corrected: string; tsquery: string } | undefined>,
    ): Promise<Correction | undefined> {
      const known = spellings.get(q);
      if (known !== undefined) return known ?? undefined;
      const found = await correct(q);
      const value = found
        ? { corrected: found.corrected, parsed: parseTsquery(found.tsquery) }
        : null;
      return remember(spellings, q, value) ?? undefined;
    },

    /** Forgets memoised readings and corrections (the benchmark's runs, as for a new query). */
    forgetQueries(): void {
      parsedQueries.clear();
      spellings.clear();
    },
  };
}

export type CatalogSearch = ReturnType<typeof createCatalogSearch>;
