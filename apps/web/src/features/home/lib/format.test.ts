import { describe, expect, it } from "vitest";
import { formatStatValue } from "./format";

describe("home formatting", () => {
  it("formats percentages and multipliers per language", () => {
    expect(formatStatValue({ id: "manualWork", value: 0.6, format: "percent" }, "en")).toBe("60%");
    expect(formatStatValue({ id: "decisions", value: 5, format: "multiplier" }, "en")).toBe("5");
    expect(formatStatValue({ id: "revenue", value: 0.35, format: "percent" }, "hi")).toContain(
      "35",
    );
  });
});
