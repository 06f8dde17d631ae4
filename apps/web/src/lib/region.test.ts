import { afterEach, describe, expect, it, vi } from "vitest";
import { browserRegion, currencyOfLocale, detectRegion } from "./region";

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

describe("browserRegion", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("decides by the browser's languages without the time zone when they tell", () => {
    vi.stubGlobal("navigator", { languages: ["en-US", "ar-AE"] });
    const timeZone = vi.spyOn(Intl, "DateTimeFormat");
    expect(browserRegion()).toBe("uae");
    expect(timeZone).not.toHaveBeenCalled();
  });

  it("asks the time zone when the languages do not tell", () => {
    vi.stubGlobal("navigator", { languages: ["en-US"] });
    vi.spyOn(Date.prototype, "getTimezoneOffset").mockReturnValue(-330);
    const resolvedOptions = () =>
      ({ timeZone: "Asia/Kolkata" }) as Intl.ResolvedDateTimeFormatOptions;
    vi.spyOn(Intl, "DateTimeFormat").mockImplementation(
      () => ({ resolvedOptions }) as unknown as Intl.DateTimeFormat,
    );
    expect(browserRegion()).toBe("india");
  });

  it("does not ask the time zone's name when the clock's offset is none of our zones'", () => {
    vi.stubGlobal("navigator", { languages: ["en-US"] });
    const timeZone = vi.spyOn(Intl, "DateTimeFormat");
    for (const offset of [0, 300, -60, -345, 240]) {
      vi.spyOn(Date.prototype, "getTimezoneOffset").mockReturnValue(offset);
      expect(browserRegion()).toBe("global");
    }
    expect(timeZone).not.toHaveBeenCalled();
  });

  it("tells a zone at one of our offsets that is not ours from ours", () => {
    vi.stubGlobal("navigator", { languages: ["en-US"] });
    vi.spyOn(Date.prototype, "getTimezoneOffset").mockReturnValue(-240);
    const zone = (name: string) =>
      vi.spyOn(Intl, "DateTimeFormat").mockImplementation(
        () =>
          ({
            resolvedOptions: () => ({ timeZone: name }) as Intl.ResolvedDateTimeFormatOptions,
          }) as unknown as Intl.DateTimeFormat,
      );
    zone("Asia/Tbilisi");
    expect(browserRegion()).toBe("global");
    zone("Asia/Dubai");
    expect(browserRegion()).toBe("uae");
  });

  it("looks up a language's likely country only for a tag that names none", () => {
    const resolvedOptions = () => ({ timeZone: "UTC" }) as Intl.ResolvedDateTimeFormatOptions;
    vi.spyOn(Intl, "DateTimeFormat").mockImplementation(
      () => ({ resolvedOptions }) as unknown as Intl.DateTimeFormat,
    );
    const locale = vi.spyOn(Intl, "Locale").mockImplementation(() => {
      throw new Error("Intl's locale data is not needed here");
    });
    vi.stubGlobal("navigator", { languages: ["en-US", "fr-CA"] });
    expect(browserRegion()).toBe("global");
    expect(locale).not.toHaveBeenCalled();
    locale.mockRestore();
    // Tamil without a country: its likely country is India.
    vi.stubGlobal("navigator", { languages: ["en-US", "ta"] });
    expect(browserRegion()).toBe("india");
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

  it("answers a bare two-letter language as Intl's likely country does, without Intl", () => {
    const letters = [..."abcdefghijklmnopqrstuvwxyz"];
    const codes = letters.flatMap((first) => letters.map((second) => first + second));
    const byIntl = codes.map((code) => {
      try {
        const country = new Intl.Locale(code).maximize().region;
        return { AE: "AED", IN: "INR", SA: "SAR" }[country ?? ""];
      } catch {
        return undefined;
      }
    });
    const locale = vi.spyOn(Intl, "Locale").mockImplementation(() => {
      throw new Error("Intl's locale data is not needed for a two-letter language");
    });
    expect(codes.map(currencyOfLocale)).toEqual(byIntl);
    expect(byIntl.filter(Boolean).length).toBeGreaterThan(10);
    expect(locale).not.toHaveBeenCalled();
    locale.mockRestore();
    // A tag with more than the language is Intl's to answer: Punjabi in Arabic script is Pakistan's.
    expect(currencyOfLocale("pa-Arab")).toBeUndefined();
    expect(currencyOfLocale("pa")).toBe("INR");
    expect(currencyOfLocale("kok")).toBe("INR");
  });
});
