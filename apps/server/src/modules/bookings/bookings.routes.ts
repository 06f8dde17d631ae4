import {
  availabilityListSchema,
  bulkReleaseResultSchema,
  bulkReleaseSchema,
  confirmedBookingSchema,
  confirmHoldSchema,
  HOLD_LIMITS,
  manageCancelSchema,
  managedBookingSchema,
  manageQuerySchema,
  manageRescheduleSchema,
  myBookingInputSchema,
  officeAvailabilityInputSchema,
  officeAvailabilitySchema,
  officeParamSchema,
  slotListSchema,
  slotQuerySchema,
} from "@app/shared/consultation-slots";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent } from "../../http/openapi-app.ts";

const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});
const tags = ["Consultation slots"];
const taken = errorContent("The slot was just taken, is not offered, or the request is closed");
const rateLimited = errorContent("Too many requests from this address");
const tooManyChanges = errorContent(
  "This booking, or this account's bookings, changed too often today",
);

export const listSlotsRoute = createRoute({
  method: "get",
  path: "/consultation-slots",
  tags,
  summary: `Free consultation slots (UTC instants with the office's time zone), from a minimum notice up to two weeks ahead`,
  request: { query: slotQuerySchema },
  responses: {
    200: json("Free slots, earliest first", slotListSchema),
    400: errorContent("Invalid range"),
  },
});

export const getManagedBookingRoute = createRoute({
  method: "get",
  path: "/consultation-booking",
  tags,
  summary: "The booking an e-mail's manage link opens",
  request: { query: manageQuerySchema },
  responses: {
    200: json("The booking", managedBookingSchema),
    400: errorContent("Malformed token"),
    404: errorContent("The token opens no booking"),
    429: rateLimited,
  },
});

export const rescheduleByTokenRoute = createRoute({
  method: "post",
  path: "/consultation-booking/reschedule",
  tags,
  summary:
    "Move the booking of a manage link to another free slot (or book again after cancelling)",
  request: { body: body(manageRescheduleSchema) },
  responses: {
    200: json("Moved; e-mails with the updated invite queued", managedBookingSchema),
    400: errorContent("Malformed token or slot"),
    404: errorContent("The token opens no booking"),
    409: taken,
    429: rateLimited,
  },
});

export const cancelByTokenRoute = createRoute({
  method: "post",
  path: "/consultation-booking/cancel",
  tags,
  summary: "Cancel the booking of a manage link; the slot is free again",
  request: { body: body(manageCancelSchema) },
  responses: {
    200: json("Cancelled; e-mails with the cancellation queued", managedBookingSchema),
    400: errorContent("Malformed token"),
    404: errorContent("The token opens no booking"),
    409: errorContent("Already cancelled, or the request is closed"),
    429: tooManyChanges,
  },
});

export const confirmHoldRoute = createRoute({
  method: "post",
  path: "/consultation-booking/confirm",
  tags,
  summary: `Confirm a held slot with the token of the hold e-mail's link (the hold lasts ${HOLD_LIMITS.holdMinutes} minutes): it is booked, the team is told once, the requester gets the invite and a manage link`,
  request: { body: body(confirmHoldSchema) },
  responses: {
    200: json("Booked; e-mails queued", confirmedBookingSchema),
    400: errorContent("Malformed token"),
    404: errorContent("The token confirms no booking"),
    409: errorContent(
      'The hold expired (fields.token ["expired"]) or the link was used already (["used"])',
    ),
    429: rateLimited,
  },
});

const idParam = z.object({ id: z.uuid() });

export const bookMySlotRoute = createRoute({
  method: "put",
  path: "/me/consultations/{id}/booking",
  tags,
  summary: "Book or move the slot of one of the signed-in user's requests",
  request: { params: idParam, body: body(myBookingInputSchema) },
  responses: {
    200: json("Booked or moved; e-mails queued", managedBookingSchema),
    400: errorContent("Malformed id or slot"),
    401: errorContent("Not signed in"),
    404: errorContent("No such request of this user"),
    409: taken,
    429: tooManyChanges,
  },
});

export const cancelMySlotRoute = createRoute({
  method: "delete",
  path: "/me/consultations/{id}/booking",
  tags,
  summary: "Cancel the booked slot of one of the signed-in user's requests",
  request: { params: idParam },
  responses: {
    200: json("Cancelled; e-mails queued", managedBookingSchema),
    400: errorContent("Malformed id"),
    401: errorContent("Not signed in"),
    404: errorContent("No such request of this user, or no booking"),
    409: errorContent("Already cancelled, or the request is closed"),
    429: tooManyChanges,
  },
});

const adminErrors = { 401: errorContent("Not signed in"), 403: errorContent("Not an admin") };

export const listAvailabilityRoute = createRoute({
  method: "get",
  path: "/admin/consultation-availability",
  tags,
  summary: "Each office's weekly windows, time zone and blackout dates (admin)",
  responses: { 200: json("Every office", availabilityListSchema), ...adminErrors },
});

export const setAvailabilityRoute = createRoute({
  method: "put",
  path: "/admin/consultation-availability/{office}",
  tags,
  summary: "Replace one office's weekly windows, time zone and blackout dates (admin, audited)",
  request: { params: officeParamSchema, body: body(officeAvailabilityInputSchema) },
  responses: {
    200: json("Saved", officeAvailabilitySchema),
    400: errorContent("Unknown office, time zone, window or date"),
    ...adminErrors,
  },
});

export const releaseBookingsRoute = createRoute({
  method: "post",
  path: "/admin/bookings/release",
  tags,
  summary: `Free slots in bulk (admin, audited per booking): unconfirmed holds by default, or confirmed bookings (requesters get the cancellation), narrowed by ids and a start-time range; at most ${HOLD_LIMITS.releaseMax} a call`,
  request: { body: body(bulkReleaseSchema) },
  responses: {
    200: json("Released; `more` when more matched than one call frees", bulkReleaseResultSchema),
    400: errorContent("Invalid filter"),
    ...adminErrors,
  },
});
