import { describe, expect, it } from "vitest";
import {
  DEFAULT_FILTERS,
  hasActiveFilters,
  parseMarketplaceParams,
  toMarketplaceParams,
  toolListQueryString,
  toToolListQuery,
} from "./marketplace-params";

const parse = (search: string) => parseMarketplaceParams(new URLSearchParams(search));

describe("parseMarketplaceParams", () => {
  it("gives the defaults for an empty URL", () => {
    expect(parse("")).toEqual({
      ...DEFAULT_FILTERS,
      category: undefined,
      industry: undefined,
      pricingModel: undefined,
      minRating: undefined,
      priceMax: undefined,
      currency: undefined,
      hosting: undefined,
      compliance: undefined,
      dialect: undefined,
    });
  });

  it("reads the price and regional filters, and drops values it does not know", () => {
    expect(
      parse(
        "freeTier=true&freeTrial=true&priceMax=250&currency=SAR&hosting=saudi&compliance=saudi-pdpl&dialect=ar-gulf&hindi=true",
      ),
    ).toMatchObject({
      freeTier: true,
      freeTrial: true,
      priceMax: 250,
      currency: "SAR",
      hosting: "saudi",
      compliance: "saudi-pdpl",
      dialect: "ar-gulf",
      hindi: true,
    });
    expect(
      parse("priceMax=-5&currency=EUR&hosting=mars&compliance=hipaa&dialect=hi&hindi=yes"),
    ).toMatchObject({
      priceMax: undefined,
      currency: undefined,
      hosting: undefined,
      compliance: undefined,
      dialect: undefined,
      hindi: false,
    });
  });

  it("round-trips the price and regional filters through the URL and into the list query", () => {
    const search =
      "freeTier=true&priceMax=250&currency=SAR&hosting=saudi&dialect=ar-gulf&hindi=true";
    const filters = parse(search);
    expect(toMarketplaceParams(filters).toString()).toBe(search);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, hosting: "uae" })).toBe(true);
    expect(toToolListQuery(filters, "ar")).toMatchObject({
      freeTier: "true",
      priceMax: "250",
      currency: "SAR",
      hosting: "saudi",
      dialect: "ar-gulf",
      hindi: "true",
      lang: "ar",
    });
  });

  it("reads every known filter", () => {
    const filters = parse(
      "q=chat%20bot&category=Customer+Service&industry=e-commerce&pricingModel=Enterprise%2FCustom&minRating=4.5&featured=true&verified=true&sort=rating&page=3",
    );
    expect(filters).toEqual({
      q: "chat bot",
      category: "Customer Service",
      industry: "e-commerce",
      pricingModel: "Enterprise/Custom",
      minRating: 4.5,
      featured: true,
      verified: true,
      freeTier: false,
      freeTrial: false,
      priceMax: undefined,
      currency: undefined,
      hosting: undefined,
      compliance: undefined,
      dialect: undefined,
      hindi: false,
      sort: "rating",
      page: 3,
    });
  });

  it("drops unknown values instead of sending them to the server", () => {
    const filters = parse(
      "category=Nope&industry=space&pricingModel=cheap&minRating=2.2&featured=yes&sort=random&page=-4",
    );
    expect(filters.category).toBeUndefined();
    expect(filters.industry).toBeUndefined();
    expect(filters.pricingModel).toBeUndefined();
    expect(filters.minRating).toBeUndefined();
    expect(filters.featured).toBe(false);
    expect(filters.sort).toBe("featured");
    expect(filters.page).toBe(1);
  });

  it("trims and caps the search text", () => {
    expect(parse("q=%20%20hello%20").q).toBe("hello");
    expect(parse(`q=${"a".repeat(300)}`).q).toHaveLength(200);
  });

  it("rejects fractional and huge page numbers", () => {
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999").page).toBe(1);
  });
});

describe("toMarketplaceParams", () => {
  it("leaves defaults out of the URL", () => {
    expect(toMarketplaceParams(DEFAULT_FILTERS).toString()).toBe("");
  });

  it("round-trips through the URL", () => {
    const filters = parse(
      "q=crm&category=Data+Analytics&industry=retail&minRating=4&verified=true&sort=newest&page=2",
    );
    expect(parseMarketplaceParams(toMarketplaceParams(filters))).toEqual(filters);
  });
});

describe("toToolListQuery", () => {
  it("sends only what is set, flags as the strings the API expects", () => {
    const query = toToolListQuery(parse("q=bot&featured=true&sort=name&page=2"), "en");
    expect(query).toEqual({ q: "bot", featured: "true", sort: "name", page: 2 });
  });

  it("asks for the search in the page's language when it is not English", () => {
    expect(toToolListQuery(parse("q=بوت"), "ar")).toEqual({
      q: "بوت",
      lang: "ar",
      sort: "featured",
      page: 1,
    });
    expect(toToolListQuery(parse(""), "hi").lang).toBe("hi");
  });

  it("serialises in a stable order", () => {
    const query = toToolListQuery(parse("verified=true&category=Content+Creation&q=x"), "en");
    expect(toolListQueryString(query)).toBe(
      "category=Content+Creation&page=1&q=x&sort=featured&verified=true",
    );
  });
});

describe("hasActiveFilters", () => {
  it("ignores sort and page", () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: "rating", page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, verified: true })).toBe(true);
  });
});
