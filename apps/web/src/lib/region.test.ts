import { describe, expect, it } from "vitest";
import { currencyOfLocale, detectRegion, resolveRegion } from "./region";

describe("detectRegion", () => {
  it("uses the country of the browser language", () => {
    expect(detectRegion({ languages: ["ar-AE"] })).toBe("uae");
    expect(detectRegion({ languages: ["en-AE"] })).toBe("uae");
    expect(detectRegion({ languages: ["ar-SA"] })).toBe("saudi");
    expect(detectRegion({ languages: ["en-IN"] })).toBe("india");
    expect(detectRegion({ languages: ["ta_IN"] })).toBe("india");
  });

  it("treats Hindi as India", () => {
    expect(detectRegion({ languages: ["hi"] })).toBe("india");
  });

  it("takes the first language that names a region", () => {
    expect(detectRegion({ languages: ["en-US", "ar-SA", "en-IN"] })).toBe("saudi");
  });

  it("falls back to the time zone", () => {
    expect(detectRegion({ languages: ["en-US"], timeZone: "Asia/Dubai" })).toBe("uae");
    expect(detectRegion({ languages: ["en"], timeZone: "Asia/Kolkata" })).toBe("india");
    expect(detectRegion({ languages: ["en"], timeZone: "Asia/Calcutta" })).toBe("india");
    expect(detectRegion({ languages: ["fr"], timeZone: "Asia/Riyadh" })).toBe("saudi");
  });

  it("prefers the language over the time zone", () => {
    expect(detectRegion({ languages: ["ar-SA"], timeZone: "Asia/Dubai" })).toBe("saudi");
  });

  it("falls back to the currency", () => {
    expect(
      detectRegion({ languages: ["en"], timeZone: "Europe/London", currencies: ["AED"] }),
    ).toBe("uae");
    expect(detectRegion({ languages: [], currencies: ["eur", "sar"] })).toBe("saudi");
    expect(detectRegion({ languages: [], currencies: ["INR"] })).toBe("india");
  });

  it("is global when nothing matches", () => {
    expect(detectRegion({ languages: ["en-US"], timeZone: "America/Toronto" })).toBe("global");
    expect(detectRegion({ languages: [] })).toBe("global");
  });
});

describe("resolveRegion", () => {
  it("keeps a valid stored choice", () => {
    expect(resolveRegion("india", { languages: ["ar-AE"] })).toBe("india");
    expect(resolveRegion("global", { languages: ["ar-AE"] })).toBe("global");
  });

  it("ignores an invalid stored value", () => {
    expect(resolveRegion("mars", { languages: ["ar-AE"] })).toBe("uae");
    expect(resolveRegion(null, { languages: ["en"] })).toBe("global");
  });
});

describe("currencyOfLocale", () => {
  it("maps the locale's country to its currency", () => {
    expect(currencyOfLocale("ar-AE")).toBe("AED");
    expect(currencyOfLocale("en-IN")).toBe("INR");
    expect(currencyOfLocale("ar-SA")).toBe("SAR");
    expect(currencyOfLocale("en-US")).toBeUndefined();
    expect(currencyOfLocale("not a locale!")).toBeUndefined();
  });
});
