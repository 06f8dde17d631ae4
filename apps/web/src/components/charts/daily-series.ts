/** One line of a per-day chart: a name shown to the reader and one value per day. */
export interface DailySeries {
  /** Stable key (React key and recharts dataKey); letters, digits and dashes. */
  key: string;
  /** Translated name shown in the legend, tooltip and table header. */
  label: string;
  /** One count per entry of `days`, in the same order. */
  values: readonly number[];
}

/**
 * Line colours (on white, each at least 3:1) and dash patterns, so lines differ by more than
 * colour; the series' index picks both.
 */
export const SERIES_STYLES = [
  { color: "#1d4ed8", dash: undefined },
  { color: "#047857", dash: "6 3" },
  { color: "#b45309", dash: "2 3" },
  { color: "#be123c", dash: "8 3 2 3" },
  { color: "#6d28d9", dash: "1 5" },
  { color: "#0f766e", dash: "10 4" },
  // Eight styles: the admin's per-day chart has a series per event type (eight).
  { color: "#a21caf", dash: "4 2 1 2" },
  { color: "#334155", dash: "12 3 3 3" },
] as const;

export function seriesStyle(index: number) {
  return SERIES_STYLES[index % SERIES_STYLES.length] as (typeof SERIES_STYLES)[number];
}
