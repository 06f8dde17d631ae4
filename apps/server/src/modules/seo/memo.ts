/**
 * Keeps each key's result for `ttlMs` (at most `maxKeys` keys, oldest dropped first); callers
 * that ask while it is being computed share the one computation. A failure is not kept.
 */
export function createMemo(ttlMs: number, maxKeys: number) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return function memo<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
    const entry = { at: now, value: compute() };
    entries.delete(key);
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxKeys) break;
      entries.delete(oldest);
    }
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
