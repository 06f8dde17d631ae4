import { describe, expect, it } from "vitest";
import { groupSlotsByDay } from "./group-slots";

const slot = (startsAt: string) => ({
  office: "dubai" as const,
  startsAt,
  endsAt: startsAt,
  timeZone: "Asia/Dubai",
});

describe("groupSlotsByDay", () => {
  it("groups by the visitor's own calendar day", () => {
    const slots = [slot("2026-12-01T22:00:00.000Z"), slot("2026-12-02T05:00:00.000Z")];
    expect(groupSlotsByDay(slots, "UTC").map((d) => d.key)).toEqual(["2026-12-01", "2026-12-02"]);
    // In Dubai (UTC+4) both are on 2 December.
    expect(groupSlotsByDay(slots, "Asia/Dubai").map((d) => [d.key, d.slots.length])).toEqual([
      ["2026-12-02", 2],
    ]);
  });
});
