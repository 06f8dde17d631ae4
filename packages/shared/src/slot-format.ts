/**
 * How a slot's time reads, on the page and in the e-mails alike: in a given time zone, with that
 * zone's name ("10:00 (Gulf Standard Time)"). Intl only, so the browser loads nothing more.
 */

/** The zone's long name at that instant, in that language ("Gulf Standard Time"). */
export function timeZoneName(instant: Date, language: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: "long" }).formatToParts(
    instant,
  );
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** "10:00 (Gulf Standard Time)". */
export function formatSlotTime(iso: string, language: string, timeZone: string): string {
  const instant = new Date(iso);
  const time = new Intl.DateTimeFormat(language, {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
  return `${time} (${timeZoneName(instant, language, timeZone)})`;
}

/** "Tuesday, 1 December 2026" in that zone. */
export function formatSlotDay(iso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { timeZone, dateStyle: "full" }).format(new Date(iso));
}

/** The day of an instant in a zone as YYYY-MM-DD, to group slots by the visitor's days. */
export function localDateKey(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(iso));
}

/** "Tuesday, 1 December 2026, 10:00 (Gulf Standard Time)". */
export function formatSlot(iso: string, language: string, timeZone: string): string {
  return `${formatSlotDay(iso, language, timeZone)}, ${formatSlotTime(iso, language, timeZone)}`;
}
