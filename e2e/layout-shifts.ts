import type { Page } from "@playwright/test";

/** A layout shift: its score, and each moved element, said as "main: <…>" or "elsewhere: <…>". */
export interface Shift {
  value: number;
  sources: string[];
}

/**
 * Runs in the page: records every layout shift into `window.__shifts`, from now on, or with
 * `buffered` from the page's start (as an init script, before anything is drawn).
 */
function recordShifts(buffered: boolean) {
  const shifts: { value: number; sources: string[] }[] = [];
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      sources?: { node?: Node | null }[];
    })[]) {
      shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => {
          const node = source.node as Element | null;
          const where = node?.closest?.("main") ? "main" : "elsewhere";
          return `${where}: ${node?.outerHTML?.slice(0, 80) ?? "?"}`;
        }),
      });
    }
  }).observe({ type: "layout-shift", buffered });
}

/** Records the shifts of the page as it is from here on. */
export const recordShiftsFromNow = (page: Page) => page.evaluate(recordShifts, false);

/** Records the shifts of every page this one loads next, from its start. */
export const recordShiftsOfNextLoads = (page: Page) => page.addInitScript(recordShifts, true);

/** The shifts recorded so far. */
export const recordedShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
