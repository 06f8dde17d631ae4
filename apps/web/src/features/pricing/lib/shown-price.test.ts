import { rateTable } from "@app/shared/price-vocabulary";
import { describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/format";
import { shownPrice } from "./shown-price";

const rates = rateTable([
  { currency: "USD", unitsPerUsd: 1 },
  { currency: "AED", unitsPerUsd: 3.6725 },
  { currency: "INR", unitsPerUsd: 88.2 },
]);

describe("shownPrice", () => {
  it("converts into the reader's currency by the rates, as an estimate", () => {
    const aed = shownPrice(49, "USD", "AED", rates);
    expect(aed).toEqual({ amount: 49 * 3.6725, currency: "AED", estimate: true });
    expect(shownPrice(1000, "INR", "AED", rates).amount).toBeCloseTo((1000 / 88.2) * 3.6725);
  });

  it("keeps the plan's own currency when it is the reader's or a rate is missing", () => {
    expect(shownPrice(49, "USD", "USD", rates)).toEqual({
      amount: 49,
      currency: "USD",
      estimate: false,
    });
    expect(shownPrice(100, "SAR", "AED", rates)).toEqual({
      amount: 100,
      currency: "SAR",
      estimate: false,
    });
    expect(shownPrice(49, "USD", "AED", null).currency).toBe("USD");
  });
});

describe("formatMoney", () => {
  it("shows cents only where there are any, and whole units for an estimate", () => {
    expect(formatMoney(49, "USD", "en")).toBe("$49");
    expect(formatMoney(49.99, "USD", "en")).toBe("$49.99");
    expect(formatMoney(179.95, "AED", "en", { whole: true })).toBe("AED\u00a0180");
    expect(formatMoney(4321.8, "INR", "hi", { whole: true })).toBe("₹4,322");
  });

  it("writes the price in the page's language", () => {
    expect(formatMoney(180, "AED", "ar")).toBe(
      new Intl.NumberFormat("ar", {
        style: "currency",
        currency: "AED",
        maximumFractionDigits: 0,
      }).format(180),
    );
  });
});
