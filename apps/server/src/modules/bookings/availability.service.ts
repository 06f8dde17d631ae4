import type { Profile } from "@app/shared/auth-schemas";
import type {
  OfficeAvailability,
  OfficeAvailabilityInput,
  OfficeKey,
} from "@app/shared/consultation-slots";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../audit/audit.ts";
import { loadAvailability, saveAvailability } from "./bookings.repository.ts";

/**
 * Replaces one office's weekly windows, time zone and blackout dates, with an audit row. Slots
 * already booked stay booked: the team honours them or moves them with the requester.
 */
export async function setOfficeAvailability(
  db: Db,
  actor: Profile,
  office: OfficeKey,
  input: Required<OfficeAvailabilityInput>,
): Promise<OfficeAvailability> {
  return db.transaction(async (tx) => {
    const before = (await loadAvailability(tx)).find((o) => o.office === office) ?? null;
    await saveAvailability(tx, office, input, actor.id);
    const after = (await loadAvailability(tx)).find((o) => o.office === office);
    if (!after) throw new Error(`office ${office} missing after save`);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "availability.update",
      entityType: "office",
      entityId: office,
      before: before as unknown as Record<string, unknown>,
      after: after as unknown as Record<string, unknown>,
    });
    return after;
  });
}
