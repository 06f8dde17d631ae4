import { formatNumber, formatPercent } from "@/lib/format";
import type { ImpactStat } from "../content/impact-stats";

/** The number of a stat in the reader's language: "60%", or the multiplier's digits. */
export function formatStatValue(stat: ImpactStat, language: string): string {
  return stat.format === "percent"
    ? formatPercent(stat.value, language)
    : formatNumber(stat.value, language);
}
