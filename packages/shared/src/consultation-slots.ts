import { z } from "zod";
import { LEAD_PROMISES } from "./lead-promises.ts";
import type { SiteConfig } from "./site-defaults.ts";

/** The offices that take consultations: the keys of the site's office addresses. */
export const OFFICE_KEYS = [
  "dubai",
  "india",
] as const satisfies readonly (keyof SiteConfig["offices"])[];
export type OfficeKey = (typeof OFFICE_KEYS)[number];

/** Each office's time zone until an admin sets another. */
export const DEFAULT_OFFICE_TIME_ZONES: Record<OfficeKey, string> = {
  dubai: "Asia/Dubai",
  india: "Asia/Kolkata",
};

/** The rules of booking a consultation slot: the one definition. */
export const SLOT_RULES = {
  /** A session is as long as the page and e-mails promise. */
  sessionMinutes: LEAD_PROMISES.consultationSessionMinutes,
  /** A slot is offered only this long ahead, so the team can prepare. */
  noticeHours: 12,
  /** How far ahead slots are offered, and the longest range one request may ask for. */
  maxDays: 14,
  windowsMax: 28,
  blackoutDatesMax: 200,
} as const;

/**
 * Changes to a booked time (book, move, cancel), each of which mails the requester a calendar
 * invite and the team a note: limited per request and per account, and the requester's mails per
 * recipient, so alternating two slots cannot flood an inbox (issue 35 defect 3).
 */
export const BOOKING_LIMITS = {
  changesPerRequestPerDay: 5,
  changesPerAccountPerDay: 15,
  mailsPerRecipientPerDay: 10,
} as const;

/**
 * A slot picked by a requester who is not signed in with a confirmed address is only held until
 * they open the confirm link of the e-mail sent to the address they typed (issue 46 point 4).
 * Holds left unconfirmed free the slot when they expire; live holds are capped per client (an
 * IPv4 address or an IPv6 /64) and per normalised mailbox, and the admin releases holds in bulk
 * at most `releaseMax` at a time.
 */
export const HOLD_LIMITS = {
  holdMinutes: 30,
  liveHoldsPerClient: 3,
  liveHoldsPerMailbox: 2,
  releaseMax: 500,
} as const;

/** held: waiting for the e-mail's confirm link; expired: a hold nobody confirmed in time. */
export const BOOKING_STATUSES = ["held", "booked", "cancelled", "expired"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Whether the runtime knows `name` as an IANA time zone (Asia/Dubai, UTC, ...). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const office = z.enum(OFFICE_KEYS);
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, { error: "Unknown time zone; use an IANA name such as Asia/Dubai." });
const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use HH:MM (24-hour).");
const instant = z.iso.datetime({ offset: true });

/** One weekly window of an office's local time; weekday 1 is Monday, 7 Sunday (ISO 8601). */
export const availabilityWindowSchema = z
  .strictObject({ weekday: z.number().int().min(1).max(7), start: localTime, end: localTime })
  .refine((w) => w.start < w.end, { error: "The window must end after it starts.", path: ["end"] });
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

/** PUT /api/admin/consultation-availability/{office} body: replaces that office's availability. */
export const officeAvailabilityInputSchema = z.strictObject({
  timeZone: timeZoneSchema,
  windows: z.array(availabilityWindowSchema).max(SLOT_RULES.windowsMax),
  blackoutDates: z.array(z.iso.date()).max(SLOT_RULES.blackoutDatesMax),
});
export type OfficeAvailabilityInput = z.input<typeof officeAvailabilityInputSchema>;

export const officeAvailabilitySchema = officeAvailabilityInputSchema.extend({ office });
export type OfficeAvailability = z.infer<typeof officeAvailabilitySchema>;
export const availabilityListSchema = z.object({ offices: z.array(officeAvailabilitySchema) });

export const officeParamSchema = z.object({ office });

/** GET /api/consultation-slots query: from an instant (default now) for `days` days. */
export const slotQuerySchema = z.strictObject({
  from: instant.optional(),
  days: z.coerce.number().int().min(1).max(SLOT_RULES.maxDays).default(SLOT_RULES.maxDays),
});

/** A free slot: UTC instants, and the time zone of the office that holds it. */
export const slotSchema = z.object({
  office,
  startsAt: instant,
  endsAt: instant,
  timeZone: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;
export const slotListSchema = z.object({
  slots: z.array(slotSchema),
  sessionMinutes: z.number().int(),
});
export type SlotList = z.infer<typeof slotListSchema>;

/** The slot a visitor picked, and their own time zone (the e-mails show times in it). */
export const slotChoiceSchema = z.strictObject({
  office,
  startsAt: instant,
  timeZone: timeZoneSchema.optional(),
});
export type SlotChoice = z.input<typeof slotChoiceSchema>;

/** A consultation's booked (or cancelled) time. */
export const bookingSchema = z.object({
  office,
  startsAt: instant,
  endsAt: instant,
  timeZone: z.string(),
  status: z.enum(BOOKING_STATUSES),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The random token of an e-mail's manage or confirm link (32 bytes, base64url). */
export const manageTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Invalid link.");
export const manageQuerySchema = z.strictObject({ token: manageTokenSchema });
export const manageRescheduleSchema = z.strictObject({
  token: manageTokenSchema,
  slot: slotChoiceSchema,
});
export const manageCancelSchema = z.strictObject({ token: manageTokenSchema });
export const confirmHoldSchema = z.strictObject({ token: manageTokenSchema });
export const myBookingInputSchema = z.strictObject({ slot: slotChoiceSchema });

/** What the manage link shows: the request's state and its booking. */
export const managedBookingSchema = z.object({
  consultationId: z.uuid(),
  consultationStatus: z.string(),
  language: z.string(),
  booking: bookingSchema,
});
export type ManagedBooking = z.infer<typeof managedBookingSchema>;

/**
 * POST /api/admin/bookings/release: frees slots at once. `status` "held" (the default) takes the
 * unconfirmed holds, "booked" confirmed bookings (their requesters get the cancellation), "any"
 * both; `ids` (booking ids) and the `from`/`to` range of start times narrow it further.
 */
export const bulkReleaseSchema = z
  .strictObject({
    status: z.enum(["held", "booked", "any"]).default("held"),
    ids: z.array(z.uuid()).min(1).max(HOLD_LIMITS.releaseMax).optional(),
    from: instant.optional(),
    to: instant.optional(),
  })
  .refine((r) => !r.from || !r.to || Date.parse(r.from) < Date.parse(r.to), {
    error: "The range must end after it starts.",
    path: ["to"],
  });
export type BulkReleaseInput = z.input<typeof bulkReleaseSchema>;
export const bulkReleaseResultSchema = z.object({
  released: z.number().int(),
  ids: z.array(z.uuid()),
  /** More matched than one call releases (HOLD_LIMITS.releaseMax): call again. */
  more: z.boolean(),
});
export type BulkReleaseResult = z.infer<typeof bulkReleaseResultSchema>;

/** POST /api/consultation-booking/confirm: the confirmed booking. */
export const confirmedBookingSchema = z.object({
  language: z.string(),
  booking: bookingSchema,
});
export type ConfirmedBooking = z.infer<typeof confirmedBookingSchema>;
