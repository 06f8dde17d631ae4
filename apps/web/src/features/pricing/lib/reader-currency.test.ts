import { describe, expect, it } from "vitest";
import { countryOfAcceptLanguage, readerCurrency, taxCountryOf } from "./reader-currency";

describe("readerCurrency", () => {
  it("is US dollars with nothing to go by", () => {
    expect(readerCurrency({})).toBe("USD");
    expect(readerCurrency({ cookies: "lang=ar", acceptLanguage: "ar,en;q=0.8" })).toBe("USD");
    expect(readerCurrency({ acceptLanguage: "en-US,en;q=0.9" })).toBe("USD");
  });

  it("follows the country of the browser's first language that names one", () => {
    expect(readerCurrency({ acceptLanguage: "ar-AE,ar;q=0.9" })).toBe("AED");
    expect(readerCurrency({ acceptLanguage: "ar-SA" })).toBe("SAR");
    expect(readerCurrency({ acceptLanguage: "hi-IN,en;q=0.5" })).toBe("INR");
    expect(readerCurrency({ acceptLanguage: "en-IN" })).toBe("INR");
    expect(readerCurrency({ acceptLanguage: "en-GB;q=0.4, ar-AE;q=0.9" })).toBe("AED");
    expect(readerCurrency({ acceptLanguage: "en-US, ar-AE;q=0.5" })).toBe("USD");
  });

  it("puts the regional page visited before the browser's language", () => {
    expect(readerCurrency({ cookies: "region=uae", acceptLanguage: "hi-IN" })).toBe("AED");
    expect(readerCurrency({ cookies: "a=1; region=saudi" })).toBe("SAR");
    expect(readerCurrency({ cookies: "region=global", acceptLanguage: "hi-IN" })).toBe("INR");
  });

  it("puts the currency menu's choice before everything, ignoring a value it does not know", () => {
    expect(readerCurrency({ cookies: "region=uae; currency=INR", acceptLanguage: "ar-SA" })).toBe(
      "INR",
    );
    expect(readerCurrency({ cookies: "currency=USD; region=uae" })).toBe("USD");
    expect(readerCurrency({ cookies: "currency=EUR; region=uae" })).toBe("AED");
    expect(readerCurrency({ cookies: "currency=<script>" })).toBe("USD");
  });
});

describe("countryOfAcceptLanguage and taxCountryOf", () => {
  it("reads a country only from a tag that has one", () => {
    expect(countryOfAcceptLanguage("ar")).toBeUndefined();
    expect(countryOfAcceptLanguage("ar-Arab-AE")).toBe("uae");
    expect(countryOfAcceptLanguage("*;q=0")).toBeUndefined();
  });

  it("names the country whose tax goes with a currency", () => {
    expect(taxCountryOf("AED")).toBe("uae");
    expect(taxCountryOf("SAR")).toBe("saudi");
    expect(taxCountryOf("INR")).toBe("india");
    expect(taxCountryOf("USD")).toBeNull();
  });
});
