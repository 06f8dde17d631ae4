import type { Currency } from "@app/shared/price-vocabulary";

/**
 * Units of each currency per US dollar (`rateTable`: NaN, or left out, for a currency without a
 * rate in force).
 */
export type Rates = Partial<Record<Currency, number>>;

export interface ShownPrice {
  amount: number;
  currency: Currency;
  /** Converted from another currency: an estimate, not the vendor's price. */
  estimate: boolean;
}

/**
 * A price in the reader's currency, converted by the rates in force; in its own currency when it
 * is already the reader's or a rate is missing (no INR rate set yet, the rates not loaded).
 */
export function shownPrice(
  amount: number,
  from: Currency,
  to: Currency,
  rates: Rates | null,
): ShownPrice {
  const fromRate = rates?.[from];
  const toRate = rates?.[to];
  if (from === to || !fromRate || !toRate) return { amount, currency: from, estimate: false };
  return { amount: (amount / fromRate) * toRate, currency: to, estimate: true };
}
