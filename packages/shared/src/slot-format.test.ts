import { describe, expect, it } from "vitest";
import { formatSlot, formatSlotTime, localDateKey } from "./slot-format.ts";

describe("slot times", () => {
  it("reads in the given zone with the zone's name", () => {
    const iso = "2026-12-01T06:00:00.000Z";
    expect(formatSlotTime(iso, "en", "Asia/Dubai")).toBe("10:00 (Gulf Standard Time)");
    expect(formatSlotTime(iso, "en", "Asia/Kolkata")).toBe("11:30 (India Standard Time)");
    expect(formatSlot(iso, "en-GB", "Asia/Dubai")).toBe(
      "Tuesday, 1 December 2026, 10:00 (Gulf Standard Time)",
    );
  });

  it("puts a late-evening slot on the reader's own day", () => {
    expect(localDateKey("2026-12-01T21:00:00.000Z", "Asia/Dubai")).toBe("2026-12-02");
    expect(localDateKey("2026-12-01T21:00:00.000Z", "America/Toronto")).toBe("2026-12-01");
  });
});
