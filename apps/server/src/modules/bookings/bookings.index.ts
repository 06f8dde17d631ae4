import type { Auth } from "../../auth/auth.ts";
import { requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { setOfficeAvailability } from "./availability.service.ts";
import { confirmHold, releaseBookings } from "./booking-confirm.ts";
import type { BookingMailSettings } from "./booking-mails.ts";
import {
  bookForUser,
  cancelByToken,
  cancelForUser,
  getManagedBooking,
  rescheduleByToken,
} from "./booking-manage.service.ts";
import { loadAvailability } from "./bookings.repository.ts";
import {
  bookMySlotRoute,
  cancelByTokenRoute,
  cancelMySlotRoute,
  confirmHoldRoute,
  getManagedBookingRoute,
  listAvailabilityRoute,
  listSlotsRoute,
  releaseBookingsRoute,
  rescheduleByTokenRoute,
  setAvailabilityRoute,
} from "./bookings.routes.ts";
import { listSlots } from "./bookings.service.ts";
import { assertSlotsOffered } from "./slots-offered.ts";

/** Guesses at manage tokens, and moves that each send mail, are limited per address. */
export const MANAGE_PER_TEN_MINUTES = 30;

/**
 * Free slots, the hold's confirm link, the manage link's page, the requester's own bookings, the
 * admin's hours and bulk release.
 */
export function bookingsRouter(
  auth: Auth,
  db: Db,
  mail: BookingMailSettings,
  options: { trustProxy: number },
) {
  const router = createRouter<ViewerEnv>();
  const manageLimit = rateLimit(db, {
    name: "consultation-booking",
    max: MANAGE_PER_TEN_MINUTES,
    windowSeconds: 600,
    trustProxy: options.trustProxy,
  });
  router.use("/consultation-booking", manageLimit);
  router.use("/consultation-booking/*", manageLimit);
  router.use("/me/consultations/:id/booking", requireViewer(auth));
  router.use("/admin/consultation-availability", requireViewer(auth, ["admin"]));
  router.use("/admin/consultation-availability/*", requireViewer(auth, ["admin"]));
  router.use("/admin/bookings/*", requireViewer(auth, ["admin"]));

  return router
    .openapi(listSlotsRoute, async (c) =>
      c.json(await listSlots(db, c.req.valid("query"), new Date()), 200),
    )
    .openapi(getManagedBookingRoute, async (c) =>
      c.json(await getManagedBooking(db, c.req.valid("query").token), 200),
    )
    .openapi(rescheduleByTokenRoute, async (c) => {
      const { token, slot } = c.req.valid("json");
      assertSlotsOffered(mail.site);
      return c.json(await rescheduleByToken(db, mail, token, slot, new Date()), 200);
    })
    .openapi(confirmHoldRoute, async (c) =>
      c.json(await confirmHold(db, mail, c.req.valid("json").token, new Date()), 200),
    )
    .openapi(cancelByTokenRoute, async (c) =>
      c.json(await cancelByToken(db, mail, c.req.valid("json").token, new Date()), 200),
    )
    .openapi(bookMySlotRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { slot } = c.req.valid("json");
      assertSlotsOffered(mail.site);
      return c.json(await bookForUser(db, mail, c.var.viewer, id, slot, new Date()), 200);
    })
    .openapi(cancelMySlotRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await cancelForUser(db, mail, c.var.viewer, id, new Date()), 200);
    })
    .openapi(listAvailabilityRoute, async (c) =>
      c.json({ offices: await loadAvailability(db) }, 200),
    )
    .openapi(setAvailabilityRoute, async (c) => {
      const { office } = c.req.valid("param");
      return c.json(
        await setOfficeAvailability(db, c.var.viewer, office, c.req.valid("json")),
        200,
      );
    })
    .openapi(releaseBookingsRoute, async (c) =>
      c.json(await releaseBookings(db, mail, c.var.viewer, c.req.valid("json"), new Date()), 200),
    );
}
