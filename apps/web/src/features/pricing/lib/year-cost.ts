import {
  BASE_CURRENCY,
  CURRENCIES,
  type Currency,
  cheapestYear,
  type PricePlan,
  type RateTable,
} from "@app/shared/price-vocabulary";
import type { Rates } from "./shown-price";

export type YearCost =
  | { kind: "cost"; plan: PricePlan; amount: number; currency: Currency; estimate: boolean }
  | { kind: "quote" }
  | { kind: "dependsOnUse" }
  | { kind: "noFit" }
  | { kind: "none" };

/**
 * A listing's cheapest twelve months for a team of `users` (cheapestYear), in the reader's
 * currency; plans in a currency without a rate are left out (they cannot be compared). A
 * listing whose fitting plans are priced only by use says its year depends on the use; one whose
 * only fitting plans are quotes says so.
 */
export function yearCostFor(
  plans: readonly PricePlan[],
  users: number,
  readerCurrency: Currency,
  rates: Rates | null,
): YearCost {
  if (plans.length === 0) return { kind: "none" };
  const table: Rates = rates ?? { [BASE_CURRENCY]: 1 };
  const currency = table[readerCurrency] ? readerCurrency : BASE_CURRENCY;
  const convertible = plans.filter((plan) => table[plan.currency]);
  const full = Object.fromEntries(CURRENCIES.map((c) => [c, table[c] ?? 1])) as RateTable;
  const best = cheapestYear(convertible, users, currency, full);
  if (best) {
    return {
      kind: "cost",
      plan: best.plan,
      amount: best.cost,
      currency,
      estimate: best.plan.currency !== currency,
    };
  }
  const fits = plans.filter((plan) => plan.maxUsers === null || plan.maxUsers >= users);
  if (fits.some((plan) => plan.billing === "per_usage")) return { kind: "dependsOnUse" };
  return fits.some((plan) => plan.billing === "custom") ? { kind: "quote" } : { kind: "noFit" };
}
