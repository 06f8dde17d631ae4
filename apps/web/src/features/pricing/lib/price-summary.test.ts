import type { PricePlan } from "@app/shared/price-vocabulary";
import { describe, expect, it } from "vitest";
import { priceSummary } from "./price-summary";

const plan = (over: Partial<PricePlan>): PricePlan => ({
  name: "Plan",
  billing: "monthly",
  amount: 10,
  currency: "USD",
  taxIncluded: false,
  maxUsers: null,
  usage: null,
  ...over,
});
const rates = { USD: 1, AED: 3.6725, SAR: 3.75, INR: 88 };
const listing = (pricePlans: PricePlan[], freeTier = false, freeTrialDays: number | null = null) =>
  ({ pricePlans, freeTier, freeTrialDays }) as const;

describe("priceSummary", () => {
  it("converts a per-use price into the reader's currency and keeps its unit", () => {
    const perUse = plan({
      billing: "per_usage",
      amount: 0.06,
      usage: { quantity: 1, unit: "call_minute" },
    });
    const summary = priceSummary(listing([perUse]), "AED", rates);
    expect(summary.lowest).toMatchObject({
      currency: "AED",
      estimate: true,
      billing: "per_usage",
      usage: { quantity: 1, unit: "call_minute" },
    });
    expect(summary.lowest?.amount).toBeCloseTo(0.06 * 3.6725);
    const rupees = plan({
      billing: "per_usage",
      amount: 0.5,
      currency: "INR",
      usage: { quantity: 1, unit: "response" },
    });
    expect(priceSummary(listing([rupees]), "USD", rates).lowest?.amount).toBeCloseTo(0.5 / 88);
  });

  it("takes the cheapest month for one user across currencies, before any per-use price", () => {
    const plans = [
      plan({ name: "Starter", amount: 49, maxUsers: 3 }),
      plan({ name: "Dirham", amount: 150, currency: "AED" }),
      plan({ name: "Year", billing: "yearly", amount: 480 }),
      plan({
        name: "Use",
        billing: "per_usage",
        amount: 0.01,
        usage: { quantity: 1, unit: "call" },
      }),
    ];
    const summary = priceSummary(listing(plans), "SAR", rates);
    expect(summary.lowest).toMatchObject({ billing: "yearly", currency: "SAR", estimate: true });
    expect(summary.lowest?.amount).toBeCloseTo(480 * 3.75);
  });

  it("keeps the plan's own currency when the reader's has no rate", () => {
    const summary = priceSummary(listing([plan({ amount: 49 })]), "INR", { USD: 1 });
    expect(summary.lowest).toMatchObject({ amount: 49, currency: "USD", estimate: false });
  });

  it("says free tier and trial, whatever the plans", () => {
    const summary = priceSummary(listing([plan({ amount: 19 })], true, 14), "USD", rates);
    expect(summary).toMatchObject({ freeTier: true, trialDays: 14, quote: false });
    expect(priceSummary(listing([], true), "AED", rates)).toEqual({
      lowest: null,
      freeTier: true,
      trialDays: null,
      quote: false,
    });
  });

  it("says custom quote when every plan is a quote", () => {
    const quote = plan({ billing: "custom", amount: null });
    expect(priceSummary(listing([quote]), "AED", rates)).toEqual({
      lowest: null,
      freeTier: false,
      trialDays: null,
      quote: true,
    });
    expect(priceSummary(listing([quote, plan({ amount: 5 })]), "USD", rates)).toMatchObject({
      lowest: { amount: 5, billing: "monthly" },
      quote: true,
    });
  });
});
