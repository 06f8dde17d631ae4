import type { ToolListResponse } from "@app/shared/catalog-schemas";
import type { ListQuery } from "./catalog.repository.ts";

type Counts = { total: number; facets: ToolListResponse["facets"] };

/**
 * Totals and facet counts per filter set for a few seconds: paging, re-sorting and popular
 * searches then cost one indexed page query. Counts may lag a write by at most `ttlMs`.
 */
export function createCountsCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { at: number; value: Promise<Counts> }>();
  return {
    get(query: ListQuery, q: string | undefined, load: () => Promise<Counts>): Promise<Counts> {
      const { page: _p, pageSize: _s, sort: _o, q: _q, ...filters } = query;
      const key = JSON.stringify([q ?? "", filters]);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < options.ttlMs) return hit.value;
      const value = load();
      value.catch(() => entries.delete(key));
      entries.delete(key);
      entries.set(key, { at: now, value });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    clear: () => entries.clear(),
  };
}

export type CountsCache = ReturnType<typeof createCountsCache>;
