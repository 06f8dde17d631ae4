/**
 * A listing's price plans, the currencies they are written and shown in, and the tax a buyer in
 * the Gulf or India pays on them: one definition for the forms, the server, the filters and the
 * pages.
 */

/** The currencies a plan is priced in and a price is shown in; USD is the conversion's base. */
export const CURRENCIES = ["USD", "AED", "SAR", "INR"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const BASE_CURRENCY: Currency = "USD";

/**
 * How a plan is billed. `amount` is: a month's price (monthly), a year's (yearly), once
 * (one_time), a user's month (per_seat), the price of `usage.quantity` units of use (per_usage);
 * a custom quote has none.
 */
export const BILLING_PERIODS = [
  "monthly",
  "yearly",
  "one_time",
  "per_seat",
  "per_usage",
  "custom",
] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** What a per-use plan counts: its price is for `quantity` of these ("$1 per 1,000 calls"). */
export const USAGE_UNITS = [
  "call",
  "call_minute",
  "document",
  "message",
  "conversation",
  "response",
  "word",
  "image",
  "sku_month",
  "stop",
] as const;
export type UsageUnit = (typeof USAGE_UNITS)[number];

/** How much use a per-use plan's amount buys: 1,000 calls, one call minute. */
export interface PlanUsage {
  quantity: number;
  unit: UsageUnit;
}

export const PRICE_LIMITS = {
  plans: 8,
  planName: 60,
  /** The largest amount in any currency (10 million): a typo guard, not a business rule. */
  amountMax: 10_000_000,
  trialDaysMax: 365,
  maxUsersMax: 1_000_000,
  usageQuantityMax: 1_000_000,
  teamSizeMax: 100_000,
} as const;

/** One price plan of a listing (pricePlanSchema in price-plans.ts checks what is sent). */
export interface PricePlan {
  name: string;
  billing: BillingPeriod;
  /** Null only for a custom quote. */
  amount: number | null;
  currency: Currency;
  /** Whether `amount` includes VAT/GST. */
  taxIncluded: boolean;
  /** The most users the plan allows; null when it sets no limit. */
  maxUsers: number | null;
  /** What `amount` buys, for a per-use plan only (left out or null for every other billing). */
  usage?: PlanUsage | null;
}

/** Units of a currency per US dollar, by currency (USD is 1). */
export type RateTable = Readonly<Record<Currency, number>>;

/**
 * The rates in force as a table: NaN for a currency without one, so nothing converts into or
 * out of it (a NaN price passes no ceiling and sorts last).
 */
export function rateTable(
  rates: readonly { currency: Currency; unitsPerUsd: number }[],
): RateTable {
  const table = Object.fromEntries(CURRENCIES.map((c) => [c, Number.NaN])) as Record<
    Currency,
    number
  >;
  for (const rate of rates) table[rate.currency] = rate.unitsPerUsd;
  return table;
}

/** `amount` in `from` expressed in `to`, by the rates' US dollar. */
export function convert(amount: number, from: Currency, to: Currency, rates: RateTable): number {
  if (from === to) return amount;
  return (amount / rates[from]) * rates[to];
}

/**
 * A plan's cost for one month for `users` users, in its own currency; null for a quote and for a
 * per-use plan (its month depends on the use).
 */
export function monthlyCost(plan: PricePlan, users = 1): number | null {
  if (plan.amount === null) return null;
  switch (plan.billing) {
    case "monthly":
      return plan.amount;
    case "per_usage":
      return null;
    case "yearly":
      return plan.amount / 12;
    case "one_time":
      return plan.amount / 12;
    case "per_seat":
      return plan.amount * users;
    case "custom":
      return null;
  }
}

/**
 * A plan's cost over twelve months for a team of `users`, in its own currency; null for a quote
 * and for a per-use plan.
 */
export function yearCost(plan: PricePlan, users: number): number | null {
  if (plan.amount === null) return null;
  switch (plan.billing) {
    case "yearly":
    case "one_time":
      return plan.amount;
    default: {
      const month = monthlyCost(plan, users);
      return month === null ? null : month * 12;
    }
  }
}

/** Whether a plan takes a team of `users`. */
export function fitsTeam(plan: PricePlan, users: number): boolean {
  return plan.maxUsers === null || plan.maxUsers >= users;
}

/**
 * The lowest month's price of a listing for one user, in `currency`: 0 with a free tier, null when
 * every plan is a quote (or there is none). What the price filter and "lowest price" compare.
 */
export function lowestMonthly(
  pricing: { pricePlans: readonly PricePlan[]; freeTier: boolean },
  currency: Currency,
  rates: RateTable,
): number | null {
  if (pricing.freeTier) return 0;
  let lowest: number | null = null;
  for (const plan of pricing.pricePlans) {
    const month = monthlyCost(plan);
    if (month === null) continue;
    const shown = convert(month, plan.currency, currency, rates);
    if (lowest === null || shown < lowest) lowest = shown;
  }
  return lowest;
}

/**
 * The cheapest plan taking a team of `users` over twelve months, in `currency`; null when no priced
 * plan takes it. A free tier is not counted (its limits are the vendor's to state).
 */
export function cheapestYear(
  plans: readonly PricePlan[],
  users: number,
  currency: Currency,
  rates: RateTable,
): { plan: PricePlan; cost: number } | null {
  let best: { plan: PricePlan; cost: number } | null = null;
  for (const plan of plans) {
    if (!fitsTeam(plan, users)) continue;
    const cost = yearCost(plan, users);
    if (cost === null) continue;
    const shown = convert(cost, plan.currency, currency, rates);
    if (best === null || shown < best.cost) best = { plan, cost: shown };
  }
  return best;
}

/** The countries whose tax a price is shown with, and the currency a reader there sees. */
export const TAX_COUNTRIES = ["uae", "saudi", "india"] as const;
export type TaxCountry = (typeof TAX_COUNTRIES)[number];

/** The currency a reader in a country sees by default (a currency menu overrides it). */
export const COUNTRY_CURRENCY: Readonly<Record<TaxCountry, Currency>> = {
  uae: "AED",
  saudi: "SAR",
  india: "INR",
};
