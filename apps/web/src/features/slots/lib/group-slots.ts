import type { Slot } from "@app/shared/consultation-slots";
import { localDateKey } from "@app/shared/slot-format";

export interface SlotDay {
  /** YYYY-MM-DD in the visitor's zone. */
  key: string;
  /** An instant of that day, for formatting its name. */
  sample: string;
  slots: Slot[];
}

/** Slots grouped by the visitor's calendar day, earliest first (they arrive sorted). */
export function groupSlotsByDay(slots: Slot[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const key = localDateKey(slot.startsAt, timeZone);
    const day = days.get(key) ?? { key, sample: slot.startsAt, slots: [] };
    day.slots.push(slot);
    days.set(key, day);
  }
  return [...days.values()];
}

/** The key a slot is known by in a radio group. */
export const slotKey = (slot: Pick<Slot, "office" | "startsAt">) =>
  `${slot.office}@${slot.startsAt}`;
