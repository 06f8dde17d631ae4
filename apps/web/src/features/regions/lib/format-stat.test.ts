import { describe, expect, it } from "vitest";
import { formatStat } from "./format-stat";

describe("formatStat", () => {
  it("writes counts with grouping and a plus", () => {
    expect(formatStat({ value: 1000, unit: "count", plus: true }, "en")).toBe("1,000+");
    expect(formatStat({ value: 150, unit: "count", plus: true }, "en")).toBe("150+");
  });

  it("writes percentages without a plus", () => {
    expect(formatStat({ value: 95, unit: "percent", plus: false }, "en")).toBe("95%");
  });

  it("writes rupee amounts compactly", () => {
    expect(formatStat({ value: 50_000_000, unit: "inr", plus: true }, "en")).toBe("₹50M+");
  });

  it("follows the language's own number format", () => {
    const arabic = formatStat({ value: 1000, unit: "count", plus: true }, "ar");
    expect(arabic).toBe(`${new Intl.NumberFormat("ar").format(1000)}+`);
    const hindi = formatStat({ value: 50_000_000, unit: "inr", plus: true }, "hi");
    expect(hindi).toContain("₹");
    expect(hindi.endsWith("+")).toBe(true);
  });
});
