import type { SiteConfig } from "@app/shared/site-defaults";
import { AppError } from "../../http/app-error.ts";

/**
 * A time picked while the site takes no bookings (`CONSULTATION_SLOTS` off, the external
 * scheduler's turn): refused with the field named, before anything is stored or sent.
 */
export function assertSlotsOffered(site: Pick<SiteConfig, "consultationSlots">): void {
  if (site.consultationSlots) return;
  throw new AppError(
    "VALIDATION_FAILED",
    "This site does not book consultation times: send the request without one.",
    { slot: ["notOffered"] },
  );
}
