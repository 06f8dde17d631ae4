import { ANALYTICS_EVENT_TYPES } from "@app/shared/catalog";
import { describe, expect, it } from "vitest";
import { seriesStyle } from "./daily-series";

describe("seriesStyle", () => {
  it("gives each event type of the admin's per-day chart its own colour and dash pattern", () => {
    const styles = ANALYTICS_EVENT_TYPES.map((_, index) => seriesStyle(index));
    expect(new Set(styles.map((s) => s.color)).size).toBe(ANALYTICS_EVENT_TYPES.length);
    expect(new Set(styles.map((s) => String(s.dash))).size).toBe(ANALYTICS_EVENT_TYPES.length);
  });
});
