import type { Db } from "../db/client.ts";
import { expireHolds } from "../modules/bookings/bookings.service.ts";
import { type OverdueAlertMail, sendOverdueAlerts } from "./overdue-alerts.ts";
import type { ScheduledJob } from "./queue.ts";
import { purgeExpiredData } from "./retention.ts";

/** The server's scheduled work, each on its own queue (cron in UTC). */
export function serverSchedules(db: Db, mail: OverdueAlertMail): ScheduledJob[] {
  return [
    { name: "purge-expired-data", cron: "17 * * * *", run: () => purgeExpiredData(db) },
    // Reads and bookings already ignore a hold past its time; this marks it expired for the team.
    {
      name: "expire-consultation-holds",
      cron: "*/5 * * * *",
      run: async () => ({ expiredHolds: await expireHolds(db, new Date()) }),
    },
    { name: "overdue-alerts", cron: "*/15 * * * *", run: () => sendOverdueAlerts(db, mail) },
  ];
}
