/**
 * The five impact claims (SPEC §1), the one definition. `percent` values are fractions
 * (0.6 = 60%); `multiplier` values are "times faster". Labels live in
 * `locales/home/*.json` under `stats.items.<id>`.
 */
export type ImpactStatFormat = "percent" | "multiplier";

export interface ImpactStat {
  id: "manualWork" | "support" | "revenue" | "costs" | "decisions";
  value: number;
  format: ImpactStatFormat;
}

export const IMPACT_STATS: readonly ImpactStat[] = [
  { id: "manualWork", value: 0.6, format: "percent" },
  { id: "support", value: 0.8, format: "percent" },
  { id: "revenue", value: 0.35, format: "percent" },
  { id: "costs", value: 0.5, format: "percent" },
  { id: "decisions", value: 5, format: "multiplier" },
];
