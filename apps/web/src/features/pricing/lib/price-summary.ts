import {
  BASE_CURRENCY,
  type BillingPeriod,
  type Currency,
  monthlyCost,
  type PlanUsage,
  type PricePlan,
} from "@app/shared/price-vocabulary";
import { type Rates, shownPrice } from "./shown-price";

/** What a listing's price summary is made of: its plans, its free tier and its trial. */
export interface PricingOf {
  pricePlans: readonly PricePlan[];
  freeTier: boolean;
  freeTrialDays: number | null;
}

/** The lowest price a listing states, in the reader's currency where a rate allows. */
export interface LowestPrice {
  amount: number;
  currency: Currency;
  /** Converted from the plan's currency: an estimate. */
  estimate: boolean;
  billing: Exclude<BillingPeriod, "custom">;
  /** A per-use plan's unit ("per 1,000 calls"); null for every other billing. */
  usage: PlanUsage | null;
}

export interface PriceSummary {
  /** The cheapest priced plan; null when no plan states an amount. */
  lowest: LowestPrice | null;
  freeTier: boolean;
  trialDays: number | null;
  /** A plan is a custom quote. */
  quote: boolean;
}

/** A plan's price in US dollars for ranking, or NaN without a rate (ranked last). */
function inBase(amount: number, currency: Currency, rates: Rates | null): number {
  if (currency === BASE_CURRENCY) return amount;
  const rate = rates?.[currency];
  return rate ? amount / rate : Number.NaN;
}

/**
 * The one price truth: a listing's summary (lowest price, free tier, trial, quote) from its plans,
 * converted into the reader's currency by the rates in force. The card, the tool page, the
 * comparison and the alternatives table all show this, so they all say the same. The lowest is
 * the cheapest month for one user among plans with a period; a listing priced only by use shows
 * its cheapest per-use price (a month of use cannot be known).
 */
export function priceSummary(
  pricing: PricingOf,
  readerCurrency: Currency,
  rates: Rates | null,
): PriceSummary {
  const priced = pricing.pricePlans.filter(
    (plan): plan is PricePlan & { amount: number } => plan.amount !== null,
  );
  const periodic = priced.filter((plan) => monthlyCost(plan) !== null);
  const candidates = periodic.length > 0 ? periodic : priced;
  let best: (PricePlan & { amount: number }) | null = null;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const plan of candidates) {
    const rank = inBase(monthlyCost(plan) ?? plan.amount, plan.currency, rates);
    if (best === null || rank < bestRank || (Number.isNaN(bestRank) && !Number.isNaN(rank))) {
      best = plan;
      bestRank = rank;
    }
  }
  let lowest: LowestPrice | null = null;
  if (best && best.billing !== "custom") {
    const shown = shownPrice(best.amount, best.currency, readerCurrency, rates);
    lowest = {
      ...shown,
      billing: best.billing,
      usage: best.billing === "per_usage" ? (best.usage ?? null) : null,
    };
  }
  return {
    lowest,
    freeTier: pricing.freeTier,
    trialDays: pricing.freeTrialDays || null,
    quote: pricing.pricePlans.some((plan) => plan.billing === "custom"),
  };
}
