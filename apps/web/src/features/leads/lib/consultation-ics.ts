/**
 * The requested consultation as an iCalendar file (RFC 5545) the confirmation view offers for
 * download, built in the browser from what the request sent: no round trip, and the held time
 * is in the reader's calendar before the e-mail arrives. Times are UTC ("Z"), as in the
 * server's invite (booking-invite.ts), so every calendar shows them in its reader's zone. A held
 * time is TENTATIVE until the e-mail's link confirms it; the e-mailed invite then replaces it.
 */
export interface ConsultationEvent {
  /** The booking's id (the request's without one): the event's UID, as in the e-mailed invite, so
   *  a calendar with both, or a second download, keeps one entry. */
  id: string;
  startsAt: string;
  minutes: number;
  summary: string;
  description: string;
  /** The site's host, for the UID. */
  domain: string;
  confirmed: boolean;
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Backslash, semicolon, comma and line breaks are escaped in TEXT values. */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function consultationIcs(event: ConsultationEvent, now = new Date()): string {
  const start = new Date(event.startsAt);
  const end = new Date(start.getTime() + event.minutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${text(event.domain)}//consultations//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.id}@${event.domain}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `STATUS:${event.confirmed ? "CONFIRMED" : "TENTATIVE"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** A link's address for the file: a data URL, so the link works without a server round trip. */
export function icsHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
