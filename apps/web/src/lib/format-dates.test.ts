import { describe, expect, it } from "vitest";
import { formatCompactCurrency, formatLongDate, formatYear, isoDate } from "./format";

describe("years, long dates and compact amounts", () => {
  it("never groups a year", () => {
    expect(formatYear(2030, "en")).toBe("2030");
    expect(formatYear(2030, "ar")).not.toContain("٬");
  });

  it("formats a date in full and as ISO for <time>", () => {
    const date = new Date(2025, 2, 7);
    expect(formatLongDate(date, "en")).toBe("March 7, 2025");
    expect(isoDate(date)).toBe("2025-03-07");
  });

  it("shortens a large amount", () => {
    expect(formatCompactCurrency(50_000_000, "INR", "en")).toBe("₹50M");
    expect(formatCompactCurrency(50_000_000, "INR", "hi")).toBe("₹5 करोड़");
    expect(formatCompactCurrency(50_000_000, "INR", "hi")).not.toContain("क॰");
  });
});
