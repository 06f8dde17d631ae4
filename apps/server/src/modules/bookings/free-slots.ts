import {
  type AvailabilityWindow,
  type OfficeKey,
  SLOT_RULES,
  type Slot,
} from "@app/shared/consultation-slots";
import { TZDate } from "@date-fns/tz";

export interface OfficeHours {
  office: OfficeKey;
  timeZone: string;
  windows: AvailabilityWindow[];
  blackoutDates: string[];
}

export interface SlotRange {
  /** Slots starting at or after this instant... */
  from: Date;
  /** ...and before this one. */
  to: Date;
}

const SESSION_MS = SLOT_RULES.sessionMinutes * 60_000;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, "0");

/** Each office-local calendar day that overlaps the range (one extra on each side for offsets). */
function* localDays(range: SlotRange, timeZone: string) {
  const first = new TZDate(range.from.getTime() - 86_400_000, timeZone);
  for (let i = 0; ; i += 1) {
    const day = new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + i, timeZone);
    if (day.getTime() > range.to.getTime() + 86_400_000) return;
    yield day;
  }
}

/**
 * The sessions an office's weekly windows hold within the range: back to back from each window's
 * start, in the office's time zone, skipping its blackout dates and local times that do not exist
 * (a daylight-saving gap). `taken` holds "office@ISO instant" of booked slots.
 */
export function freeSlots(hours: OfficeHours[], taken: Set<string>, range: SlotRange): Slot[] {
  const slots: Slot[] = [];
  for (const office of hours) {
    const blackout = new Set(office.blackoutDates);
    for (const day of localDays(range, office.timeZone)) {
      const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
      if (blackout.has(date)) continue;
      const weekday = day.getDay() === 0 ? 7 : day.getDay();
      for (const window of office.windows.filter((w) => w.weekday === weekday)) {
        const end = minutesOf(window.end);
        for (
          let start = minutesOf(window.start);
          start + SLOT_RULES.sessionMinutes <= end;
          start += SLOT_RULES.sessionMinutes
        ) {
          const local = new TZDate(
            day.getFullYear(),
            day.getMonth(),
            day.getDate(),
            0,
            start,
            office.timeZone,
          );
          if (local.getHours() * 60 + local.getMinutes() !== start) continue;
          const at = local.getTime();
          if (at < range.from.getTime() || at >= range.to.getTime()) continue;
          const startsAt = new Date(at).toISOString();
          if (taken.has(`${office.office}@${startsAt}`)) continue;
          slots.push({
            office: office.office,
            startsAt,
            endsAt: new Date(at + SESSION_MS).toISOString(),
            timeZone: office.timeZone,
          });
        }
      }
    }
  }
  return slots.sort(
    (a, b) => a.startsAt.localeCompare(b.startsAt) || a.office.localeCompare(b.office),
  );
}

/** The bookable range at `now`: from the minimum notice to the farthest day offered. */
export function bookableRange(now: Date): SlotRange {
  return {
    from: new Date(now.getTime() + SLOT_RULES.noticeHours * 3_600_000),
    to: new Date(now.getTime() + SLOT_RULES.maxDays * 86_400_000),
  };
}

/** The part of a requested range that is bookable now (empty when they do not meet). */
export function clampRange(requested: SlotRange, now: Date): SlotRange {
  const bookable = bookableRange(now);
  const from = new Date(Math.max(requested.from.getTime(), bookable.from.getTime()));
  const to = new Date(Math.min(requested.to.getTime(), bookable.to.getTime()));
  return { from, to: to < from ? from : to };
}
