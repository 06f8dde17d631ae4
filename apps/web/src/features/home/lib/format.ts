import type { ImpactStat } from "../content/impact-stats";

/** The number of a stat in the reader's language: "60%", "٦٠٪", or the multiplier's digits. */
export function formatStatValue(stat: ImpactStat, language: string): string {
  if (stat.format === "percent") {
    return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(
      stat.value,
    );
  }
  return new Intl.NumberFormat(language).format(stat.value);
}

/** A year without grouping separators ("2023", "٢٠٢٣"). */
export function formatYear(year: number, language: string): string {
  return new Intl.NumberFormat(language, { useGrouping: false }).format(year);
}
