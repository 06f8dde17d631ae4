import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { BookingRow } from "./bookings.repository.ts";

export interface InviteParts {
  brand: string;
  organizerEmail: string;
  attendeeEmail: string;
  summary: string;
  description: string;
  manageUrl: string | null;
  /** Host part of the event's UID: the public site's. */
  domain: string;
}

/**
 * The booking as an iCalendar invite (RFC 5545): one event whose UID stays the booking's, so a
 * calendar updates the same entry on each move (SEQUENCE + 1) and removes it on cancel
 * (METHOD:CANCEL). Times are UTC ("Z"), which needs no VTIMEZONE; calendars show them in the
 * reader's own zone.
 */
export function bookingInvite(booking: BookingRow, parts: InviteParts): string {
  const cancelled = booking.status === "cancelled";
  const calendar = ical({
    prodId: { company: parts.brand, product: "consultations" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `${booking.id}@${parts.domain}`,
    sequence: booking.sequence,
    stamp: booking.updatedAt,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: parts.summary,
    description: parts.description,
    organizer: { name: parts.brand, email: parts.organizerEmail },
    attendees: [{ email: parts.attendeeEmail, rsvp: !cancelled }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(parts.manageUrl ? { url: parts.manageUrl } : {}),
  });
  const text = calendar.toString();
  // RFC 5545 ends every content line, the last one too, with CRLF.
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
