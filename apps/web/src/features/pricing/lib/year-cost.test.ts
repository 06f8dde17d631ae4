import type { PricePlan } from "@app/shared/price-vocabulary";
import { describe, expect, it } from "vitest";
import { parseTeamSize } from "./team-size";
import { yearCostFor } from "./year-cost";

const plan = (over: Partial<PricePlan>): PricePlan => ({
  name: "Plan",
  billing: "monthly",
  amount: 10,
  currency: "USD",
  taxIncluded: false,
  maxUsers: null,
  ...over,
});
const rates = { USD: 1, AED: 3.6725, INR: 88.2 };

describe("yearCostFor", () => {
  const plans = [
    plan({ name: "Small", amount: 30, maxUsers: 3 }),
    plan({ name: "Seat", billing: "per_seat", amount: 19 }),
    plan({ name: "Enterprise", billing: "custom", amount: null }),
  ];

  it("names the cheapest plan for the team, converted into the reader's currency", () => {
    expect(yearCostFor(plans, 2, "USD", rates)).toMatchObject({
      kind: "cost",
      amount: 30 * 12,
      currency: "USD",
      estimate: false,
      plan: { name: "Small" },
    });
    const five = yearCostFor(plans, 5, "AED", rates);
    expect(five).toMatchObject({ kind: "cost", currency: "AED", estimate: true });
    if (five.kind === "cost") {
      expect(five.plan.name).toBe("Seat");
      expect(five.amount).toBeCloseTo(19 * 5 * 12 * 3.6725);
    }
  });

  it("says quote only or no plan fits when no priced plan takes the team", () => {
    expect(yearCostFor([plans[0] as PricePlan, plans[2] as PricePlan], 10, "USD", rates)).toEqual({
      kind: "quote",
    });
    expect(yearCostFor([plans[0] as PricePlan], 10, "USD", rates)).toEqual({ kind: "noFit" });
    expect(yearCostFor([], 10, "USD", rates)).toEqual({ kind: "none" });
  });

  it("says a per-use listing's year depends on use, never a unit as a team's cost", () => {
    const perUse = plan({
      name: "Per 1,000 calls",
      billing: "per_usage",
      amount: 1,
      usage: { quantity: 1000, unit: "call" },
    });
    expect(yearCostFor([perUse], 5, "USD", rates)).toEqual({ kind: "dependsOnUse" });
    expect(yearCostFor([perUse, plans[2] as PricePlan], 5, "AED", rates)).toEqual({
      kind: "dependsOnUse",
    });
    // A priced plan for the team still gives its year.
    expect(yearCostFor([perUse, plans[1] as PricePlan], 5, "USD", rates)).toMatchObject({
      kind: "cost",
      plan: { name: "Seat" },
    });
  });

  it("leaves out plans in a currency without a rate, and shows dollars if the reader's has none", () => {
    const sar = plan({ name: "Riyal", amount: 1, currency: "SAR" });
    expect(yearCostFor([sar, plans[0] as PricePlan], 1, "USD", rates)).toMatchObject({
      plan: { name: "Small" },
    });
    expect(yearCostFor([plans[0] as PricePlan], 1, "SAR", rates)).toMatchObject({
      currency: "USD",
    });
  });
});

describe("parseTeamSize", () => {
  it("takes a whole number within the limits, else 5", () => {
    expect(parseTeamSize("12")).toBe(12);
    expect(parseTeamSize(null)).toBe(5);
    for (const bad of ["0", "-3", "2.5", "abc", "100001", ""]) expect(parseTeamSize(bad)).toBe(5);
  });
});
