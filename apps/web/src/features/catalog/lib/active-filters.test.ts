import { describe, expect, it } from "vitest";
import { activeFilters, clearFilter, withoutFilters } from "./active-filters";
import { DEFAULT_FILTERS, hasActiveFilters, toMarketplaceParams } from "./marketplace-params";

describe("activeFilters", () => {
  it("lists none for the defaults and a search alone", () => {
    expect(activeFilters(DEFAULT_FILTERS)).toEqual([]);
    expect(activeFilters({ ...DEFAULT_FILTERS, q: "invoices" })).toEqual([]);
  });

  it("lists each set filter once, the price ceiling with its currency as one", () => {
    const filters = {
      ...DEFAULT_FILTERS,
      category: "Customer Service" as const,
      priceMax: 20,
      currency: "AED" as const,
      hindi: true,
      minRating: 4,
    };
    expect(activeFilters(filters)).toEqual(["category", "minRating", "priceMax", "hindi"]);
  });
});

describe("clearFilter", () => {
  it("removes one filter from the URL and keeps the others", () => {
    const filters = {
      ...DEFAULT_FILTERS,
      category: "Customer Service" as const,
      priceMax: 20,
      currency: "AED" as const,
      verified: true,
    };
    const params = (change: object) => toMarketplaceParams({ ...filters, ...change }).toString();
    expect(params(clearFilter("priceMax"))).toBe("category=Customer+Service&verified=true");
    expect(params(clearFilter("verified"))).toBe(
      "category=Customer+Service&priceMax=20&currency=AED",
    );
    expect(params(clearFilter("category"))).toBe("verified=true&priceMax=20&currency=AED");
  });
});

describe("withoutFilters", () => {
  it("keeps the search and the sort only", () => {
    const filters = {
      ...DEFAULT_FILTERS,
      q: "crm",
      sort: "rating" as const,
      industry: "e-commerce" as const,
      dialect: "ar-gulf" as const,
      freeTrial: true,
    };
    const cleared = withoutFilters(filters);
    expect(activeFilters(cleared)).toEqual([]);
    expect(toMarketplaceParams(cleared).toString()).toBe("q=crm&sort=rating");
    expect(hasActiveFilters({ ...cleared, q: "" })).toBe(false);
  });
});
