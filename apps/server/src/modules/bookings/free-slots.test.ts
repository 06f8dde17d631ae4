import { describe, expect, it } from "vitest";
import { clampRange, freeSlots, type OfficeHours } from "./free-slots.ts";

const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });

describe("freeSlots", () => {
  it("turns office-local hours into UTC instants, back to back, earliest first", () => {
    const hours: OfficeHours[] = [
      {
        office: "india",
        timeZone: "Asia/Kolkata",
        windows: [{ weekday: 2, start: "09:00", end: "11:30" }],
        blackoutDates: [],
      },
      {
        office: "dubai",
        timeZone: "Asia/Dubai",
        windows: [{ weekday: 2, start: "08:00", end: "09:00" }],
        blackoutDates: [],
      },
    ];
    // Tuesday 1 December 2026.
    const slots = freeSlots(
      hours,
      new Set(),
      range("2026-12-01T00:00:00Z", "2026-12-02T00:00:00Z"),
    );
    expect(slots.map((s) => `${s.office} ${s.startsAt}`)).toEqual([
      "india 2026-12-01T03:30:00.000Z",
      "dubai 2026-12-01T04:00:00.000Z",
      "india 2026-12-01T04:30:00.000Z",
    ]);
  });

  it("skips blackout dates, taken slots and local times a daylight-saving change leaves out", () => {
    const hours: OfficeHours[] = [
      {
        office: "dubai",
        // Sunday 8 March 2026: New York's clocks jump from 02:00 to 03:00.
        timeZone: "America/New_York",
        windows: [7, 1].map((weekday) => ({ weekday, start: "01:00", end: "04:00" })),
        blackoutDates: ["2026-03-09"],
      },
    ];
    const all = freeSlots(hours, new Set(), range("2026-03-08T00:00:00Z", "2026-03-10T12:00:00Z"));
    expect(all.map((s) => s.startsAt)).toEqual([
      "2026-03-08T06:00:00.000Z",
      "2026-03-08T07:00:00.000Z",
    ]);
    const taken = new Set(["dubai@2026-03-08T06:00:00.000Z"]);
    const left = freeSlots(hours, taken, range("2026-03-08T00:00:00Z", "2026-03-10T12:00:00Z"));
    expect(left.map((s) => s.startsAt)).toEqual(["2026-03-08T07:00:00.000Z"]);
  });

  it("clamps a range to the notice and the two weeks ahead", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    const clamped = clampRange(range("2026-11-01T00:00:00Z", "2027-01-01T00:00:00Z"), now);
    expect(clamped.from.toISOString()).toBe("2026-12-01T12:00:00.000Z");
    expect(clamped.to.toISOString()).toBe("2026-12-15T00:00:00.000Z");
  });
});
