import type { Db } from "../db/client.ts";
import { type OverdueAlertMail, sendOverdueAlerts } from "./overdue-alerts.ts";
import type { ScheduledJob } from "./queue.ts";
import { purgeExpiredData } from "./retention.ts";

/** The server's scheduled work, each on its own queue (cron in UTC). */
export function serverSchedules(db: Db, mail: OverdueAlertMail): ScheduledJob[] {
  return [
    { name: "purge-expired-data", cron: "17 * * * *", run: () => purgeExpiredData(db) },
    { name: "overdue-alerts", cron: "*/15 * * * *", run: () => sendOverdueAlerts(db, mail) },
  ];
}
