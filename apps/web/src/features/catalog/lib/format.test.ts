import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatRating, initialsOf } from "./format";

describe("formatRating", () => {
  it("always shows one decimal", () => {
    expect(formatRating(4, "en")).toBe("4.0");
    expect(formatRating(4.46, "en")).toBe("4.5");
  });

  it("groups digits the language's way", () => {
    expect(formatNumber(1234, "en")).toBe("1,234");
    expect(formatNumber(1234567, "hi")).toBe("12,34,567");
  });
});

describe("formatDate", () => {
  it("formats a valid date and ignores a broken one", () => {
    expect(formatDate("2025-03-04T10:00:00.000Z", "en")).toContain("2025");
    expect(formatDate("not a date", "en")).toBe("");
  });
});

describe("initialsOf", () => {
  it("takes the first letters of the first two words", () => {
    expect(initialsOf("chat pilot pro")).toBe("CP");
    expect(initialsOf("Zapier")).toBe("Z");
    expect(initialsOf("  ")).toBe("");
  });
});
