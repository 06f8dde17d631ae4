import type { PricePlan } from "@app/shared/price-vocabulary";
import { describe, expect, it } from "vitest";
import { planTax } from "./plan-tax";

const plan = (over: Partial<PricePlan>): PricePlan => ({
  name: "Plan",
  billing: "monthly",
  amount: 10,
  currency: "USD",
  taxIncluded: false,
  maxUsers: null,
  ...over,
});

describe("planTax", () => {
  it("adds the reader's country's VAT/GST to a price without it", () => {
    expect(planTax(plan({}), "AED")).toEqual({ included: false, rate: 0.05, kind: "VAT" });
    expect(planTax(plan({}), "SAR")).toEqual({ included: false, rate: 0.15, kind: "VAT" });
    expect(planTax(plan({}), "INR")).toEqual({ included: false, rate: 0.18, kind: "GST" });
    expect(planTax(plan({}), "USD")).toBeNull();
    expect(planTax(plan({ billing: "custom", amount: null }), "AED")).toBeNull();
  });

  it("says a price includes the tax of the country it is priced for", () => {
    expect(planTax(plan({ currency: "INR", taxIncluded: true }), "AED")).toEqual({
      included: true,
      kind: "GST",
    });
    expect(planTax(plan({ taxIncluded: true }), "SAR")).toEqual({ included: true, kind: "VAT" });
    expect(planTax(plan({ taxIncluded: true }), "USD")).toEqual({ included: true, kind: null });
  });
});
