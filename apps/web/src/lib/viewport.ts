/** A promise as React's `use` reads one at once when it has settled (`status`, `value`). */
type Settled = Promise<void> & { status?: "fulfilled"; value?: undefined };

const byQuery = new Map<string, Settled>();

/**
 * Settles once the media query (lib/breakpoints.ts) matches the viewport: already settled if it
 * does, else when the viewport comes to match it (a phone turned, a window widened). One promise
 * per query, so `use` in many components waits on the same one. Outside a browser, settled.
 */
export function viewportMatches(query: string): Promise<void> {
  let promise = byQuery.get(query);
  if (promise) return promise;
  const media = typeof window === "undefined" ? undefined : window.matchMedia?.(query);
  if (!media || media.matches) {
    promise = Object.assign(Promise.resolve(), { status: "fulfilled" as const, value: undefined });
  } else {
    const settled: Settled = new Promise<void>((resolve) => {
      const onChange = () => {
        if (!media.matches) return;
        media.removeEventListener("change", onChange);
        Object.assign(settled, { status: "fulfilled", value: undefined });
        resolve();
      };
      media.addEventListener("change", onChange);
    });
    promise = settled;
  }
  byQuery.set(query, promise);
  return promise;
}
