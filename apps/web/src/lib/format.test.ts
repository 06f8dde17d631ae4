import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatLanguageName,
  formatList,
  formatNumber,
  formatPercent,
  formatPrice,
  formatRating,
} from "./format";

describe("formatNumber", () => {
  it("groups digits the language's way", () => {
    expect(formatNumber(1234, "en")).toBe("1,234");
    expect(formatNumber(1234567, "hi")).toBe("12,34,567");
    expect(formatNumber(1234, "ar")).toBe(new Intl.NumberFormat("ar").format(1234));
  });
});

describe("formatRating", () => {
  it("always shows one decimal", () => {
    expect(formatRating(4, "en")).toBe("4.0");
    expect(formatRating(4.46, "en")).toBe("4.5");
    expect(formatRating(4.46, "ar")).toBe(new Intl.NumberFormat("ar").format(4.5));
  });
});

describe("formatPercent and formatPrice", () => {
  it("use the language's signs and order", () => {
    expect(formatPercent(0.4, "en")).toBe("40%");
    expect(formatPercent(0.4, "ar")).not.toBe("");
    expect(formatPrice(49, "USD", "en")).toBe("$49.00");
    expect(formatPrice(1999, "INR", "hi")).toBe("₹1,999.00");
  });
});

describe("formatters made once", () => {
  it("keep each language's and each option's own, whatever came before", () => {
    // Made once per language and options (lib/format.ts): interleaved calls must not share one.
    for (let round = 0; round < 2; round += 1) {
      expect(formatPrice(49, "USD", "en")).toBe("$49.00");
      expect(formatPrice(49, "EUR", "en")).toBe("€49.00");
      expect(formatNumber(1234567, "hi")).toBe("12,34,567");
      expect(formatNumber(1234567, "en")).toBe("1,234,567");
      expect(formatRating(4, "en")).toBe("4.0");
      expect(formatNumber(4, "en")).toBe("4");
    }
  });
});

describe("formatDate", () => {
  const iso = "2025-03-04T10:00:00.000Z";

  it("writes the date in the language", () => {
    expect(formatDate(iso, "en")).toBe("Mar 4, 2025");
    expect(formatDate(iso, "ar")).toBe(
      new Intl.DateTimeFormat("ar", { dateStyle: "medium" }).format(new Date(iso)),
    );
    expect(formatDate(iso, "hi")).not.toBe(formatDate(iso, "en"));
  });

  it("gives nothing for a broken date", () => {
    expect(formatDate("not a date", "en")).toBe("");
  });
});

describe("formatList and formatLanguageName", () => {
  it("joins items the language's way", () => {
    expect(formatList(["English", "Arabic", "Hindi"], "en")).toBe("English, Arabic, and Hindi");
    expect(formatList(["a", "b"], "ar")).toContain("و");
  });

  it("names a language code in the reader's language", () => {
    expect(formatLanguageName("ar", "ar")).toBe("العربية");
    expect(formatLanguageName("ar", "en")).toBe("Arabic");
    expect(formatLanguageName("hi", "hi")).toBe("हिन्दी");
  });

  it("places an older row's English name and keeps unknown names", () => {
    expect(formatLanguageName("Arabic", "ar")).toBe("العربية");
    expect(formatLanguageName("english", "hi")).toBe(
      new Intl.DisplayNames("hi", { type: "language" }).of("en"),
    );
    expect(formatLanguageName("Bengali", "hi")).toBe(
      new Intl.DisplayNames("hi", { type: "language" }).of("bn"),
    );
    expect(formatLanguageName("Klingon", "ar")).toBe("Klingon");
  });
});
