import { formatCompactCurrency, formatNumber, formatPercent } from "@/lib/format";

/** How a stat claim is written: a count, a percentage, or an amount in Indian rupees. */
export type StatUnit = "count" | "percent" | "inr";

export interface StatClaim {
  value: number;
  unit: StatUnit;
  /** Shown as "at least": 150+ */
  plus: boolean;
}

function formatValue({ value, unit }: StatClaim, language: string): string {
  switch (unit) {
    case "count":
      return formatNumber(value, language);
    case "percent":
      return formatPercent(value / 100, language);
    case "inr":
      return formatCompactCurrency(value, "INR", language);
  }
}

/** A stat claim in the reader's language: "1,000+", "95%", "₹50M+" in English. */
export function formatStat(claim: StatClaim, language: string): string {
  const text = formatValue(claim, language);
  return claim.plus ? `${text}+` : text;
}
