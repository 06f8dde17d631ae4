import type { TranslatedLanguage } from "@app/shared/i18n";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../../db/client.ts";
import { isDatabaseUnavailable } from "../../../db/unavailable.ts";
import { type IndexedRow, SearchIndex } from "./search-index.ts";
import { TEXT_SEARCH_CONFIG } from "./search-languages.ts";
import { eitherReading, type ParsedQuery, parseTsquery } from "./tsquery.ts";

/** Past this share of dead ordinals the index is rebuilt rather than patched. */
const MAX_DEAD_RATIO = 0.25;
/** Entries per memo (query readings, spelling corrections) before it starts over. */
const MEMO_SIZE = 2_000;

/** The query as the index evaluates it, and its English reading alone (for name matches). */
export type Reading = { parsed: ParsedQuery; english: ParsedQuery };
type Correction = Reading & { corrected: string };

/** What search_index_look (migration 0042) answers; rows are search_index_rows (rating float8). */
type Look = {
  xmin: string;
  epoch: string;
  tsquery: string | null;
  /** The query's reading in the reader's language, when one was asked for. */
  local: string | null;
  changed: IndexedRow[];
  removed: string[];
};

/** A search's text and the reader's language, when it is read in one besides English. */
type Query = { text: string; lang: TranslatedLanguage | undefined };

const memoKey = (q: Query) => `${q.lang ?? "en"}\u0000${q.text}`;

/** The query's English reading, or its reading in the reader's language (tsquery.ts). */
function reading(
  tsquery: string,
  local: string | null,
  lang: TranslatedLanguage | undefined,
): Reading {
  const english = parseTsquery(tsquery);
  if (!lang || local === null) return { parsed: english, english };
  return {
    parsed: eitherReading(english, { language: lang, parsed: parseTsquery(local) }),
    english,
  };
}

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
  const parsedQueries = new Map<string, Reading>();
  const spellings = new Map<string, Correction | null>();
  const looseReadings = new Map<string, ParsedQuery[]>();

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
  async function catchUp(q?: Query): Promise<Reading | undefined> {
    const config = q?.lang ? TEXT_SEARCH_CONFIG[q.lang] : null;
    const [row] = rowsOf<{ look: Look }>(
      await db.execute(
        sql`select search_index_look(${since ?? null}::xid8, ${q?.text ?? null}, ${config}::regconfig) as look`,
      ),
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
    return q && state.tsquery !== null ? reading(state.tsquery, state.local, q.lang) : undefined;
  }

  // One look at a time; a caller arriving during a look waits for the next one, which starts
  // after its own earlier writes were committed. A caller that starts a look gets its query
  // read in the same statement; one that waits has it read separately. A failed look leaves the
  // index and watermark as they were, so the next look starts from there; when the database is
  // away, those waiting get the same answer at once instead of trying again one after another.
  let running: Promise<void> | undefined;
  let queued: Promise<unknown> | undefined;
  function refresh(q?: Query): Promise<Reading | undefined> {
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

  /** Postgres's readings of `q`: in English, and in the reader's language when there is one. */
  async function parse(q: Query): Promise<Reading> {
    const config = q.lang ? TEXT_SEARCH_CONFIG[q.lang] : null;
    const [row] = rowsOf<{ tsquery: string; local: string | null }>(
      await db.execute(sql`select websearch_to_tsquery('english', ${q.text})::text as tsquery,
        case when ${config}::regconfig is null then null
             else websearch_to_tsquery(${config}::regconfig, search_normalize(${q.text}))::text
        end as local`),
    );
    return reading(row?.tsquery ?? "", row?.local ?? null, q.lang);
  }

  return {
    /**
     * The index, up to date with every write committed before this call, and Postgres's reading
     * of the search `q` (stemming, stop words, operators), memoised per text.
     */
    async prepare(
      q: string | undefined,
      lang?: TranslatedLanguage,
    ): Promise<{ index: SearchIndex; reading?: Reading }> {
      if (q === undefined) {
        await refresh();
        return { index };
      }
      const query = { text: q, lang };
      const key = memoKey(query);
      const known = parsedQueries.get(key);
      const read = await refresh(known ? undefined : query);
      if (known) return { index, reading: known };
      const parsed = read ?? (await parse(query));
      return { index, reading: remember(parsedQueries, key, parsed) };
    },

    /** Postgres's English reading of a need's words (`chatbot or chat`), memoised per text. */
    async needWords(text: string): Promise<ParsedQuery> {
      const key = `words\u0000${text}`;
      const known = parsedQueries.get(key);
      if (known) return known.parsed;
      return remember(parsedQueries, key, await parse({ text, lang: undefined })).parsed;
    },

    /** Postgres's readings of each word of a search, in one statement, memoised per query. */
    async wordReadings(words: string[], lang: TranslatedLanguage): Promise<ParsedQuery[]> {
      const key = `loose\u0000${lang}\u0000${words.join("\u0000")}`;
      const known = looseReadings.get(key);
      if (known) return known;
      const config = TEXT_SEARCH_CONFIG[lang];
      const rows = rowsOf<{ tsquery: string; local: string }>(
        await db.execute(sql`select websearch_to_tsquery('english', w)::text as tsquery,
            websearch_to_tsquery(${config}::regconfig, search_normalize(w))::text as local
          from unnest(${sql.param(words)}::text[]) with ordinality as x(w, i) order by i`),
      );
      const readings = rows.map((row) => reading(row.tsquery, row.local, lang).parsed);
      return remember(looseReadings, key, readings);
    },

    /** A spelling correction and its reading, memoised until the catalogue's text changes. */
    async corrected(
      q: string,
      lang: TranslatedLanguage | undefined,
      correct: (q: string) => Promise<{ corrected: string; tsquery: string } | undefined>,
    ): Promise<Correction | undefined> {
      const key = memoKey({ text: q, lang });
      const known = spellings.get(key);
      if (known !== undefined) return known ?? undefined;
      const found = await correct(q);
      const read = !found
        ? undefined
        : lang
          ? await parse({ text: found.corrected, lang })
          : reading(found.tsquery, null, undefined);
      const value = found && read ? { corrected: found.corrected, ...read } : null;
      return remember(spellings, key, value) ?? undefined;
    },

    /** Forgets memoised readings and corrections (the benchmark's runs, as for a new query). */
    forgetQueries(): void {
      parsedQueries.clear();
      spellings.clear();
      looseReadings.clear();
    },
  };
}

export type CatalogSearch = ReturnType<typeof createCatalogSearch>;
