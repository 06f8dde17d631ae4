import { DEFAULT_OFFICE_TIME_ZONES, OFFICE_KEYS } from "@app/shared/consultation-slots";
import type { Tx } from "../client.ts";
import { officeAvailability } from "../schema/bookings.ts";

/** Monday to Friday, 09:00-13:00 and 14:00-17:00 office time: seven one-hour sessions a day. */
const WORKING_WEEK = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, start: "09:00", end: "13:00" },
  { weekday, start: "14:00", end: "17:00" },
]);

/**
 * Each office's demo hours, so a fresh `npm start` offers real slots. An office the admin has
 * set already (even to no windows) keeps what they set.
 */
export async function seedDemoAvailability(tx: Tx): Promise<void> {
  await tx
    .insert(officeAvailability)
    .values(
      OFFICE_KEYS.map((office) => ({
        office,
        timeZone: DEFAULT_OFFICE_TIME_ZONES[office],
        windows: WORKING_WEEK,
      })),
    )
    .onConflictDoNothing();
}
