import { describe, expect, it } from "vitest";
import { formatLongDate, formatYear, initialsOf, isoDate } from "./format";

describe("company formatting", () => {
  it("never groups a year", () => {
    expect(formatYear(2030, "en")).toBe("2030");
    expect(formatYear(2030, "ar")).not.toContain("٬");
  });

  it("formats a date in full and as ISO for <time>", () => {
    const date = new Date(2025, 2, 7);
    expect(formatLongDate(date, "en")).toBe("March 7, 2025");
    expect(isoDate(date)).toBe("2025-03-07");
  });

  it("takes the first letters of the first and last names", () => {
    expect(initialsOf("Priya Raman")).toBe("P\u200cR");
    expect(initialsOf("Omar")).toBe("O");
    expect(initialsOf("  ")).toBe("");
  });
});
