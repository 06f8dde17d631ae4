import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { DASHBOARD_SCALE, seedDashboardScale } from "../db/seed/seed-dashboard-scale.ts";
import { seedDemoData } from "../db/seed/seed-demo.ts";
import { seedSyntheticTools } from "../db/seed/seed-synthetic.ts";

const USAGE = `Usage: npm run db:seed [-- --synthetic N] [--dashboards [USERS,SUBMISSIONS,EVENTS]]

Seeds the demo catalogue into an empty database, and with --synthetic N adds N generated tools
(for scale tests and benchmarks) to the database the server would use (DATABASE_URL or DATA_DIR).
--dashboards adds the dashboards' scale data on the synthetic tools: users (1 in 100 a vendor),
tool submissions, analytics events over 90 days, favourites, consultations and audit rows
(default ${DASHBOARD_SCALE.users},${DASHBOARD_SCALE.submissions},${DASHBOARD_SCALE.events}).`;

const args = process.argv.slice(2);
const flag = args.indexOf("--synthetic");
const synthetic = flag >= 0 ? Number(args[flag + 1]) : 0;
const dashboardsFlag = args.indexOf("--dashboards");
const scaleArg = args[dashboardsFlag + 1];
const scaleNumbers =
  dashboardsFlag >= 0 && scaleArg && !scaleArg.startsWith("--")
    ? scaleArg.split(",").map(Number)
    : undefined;
const scaleValid =
  !scaleNumbers ||
  (scaleNumbers.length === 3 && scaleNumbers.every((n) => Number.isInteger(n) && n >= 0));
if (args.includes("--help") || !Number.isInteger(synthetic) || synthetic < 0 || !scaleValid) {
  console.error(USAGE);
  process.exit(2);
}

const timed = async <T>(label: string, work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  process.stdout.write(`${label} in ${Math.round(performance.now() - started)} ms\n`);
  return result;
};

// Seeding a million rows takes statements longer than the server's timeout allows a request.
const database = openDatabase(loadConfig(), undefined, { longStatements: true });
try {
  await database.migrate();
  process.stdout.write(`demo data: ${await seedDemoData(database.db)}\n`);
  if (synthetic > 0) {
    await timed(`synthetic tools: +${synthetic}`, () => seedSyntheticTools(database.db, synthetic));
  }
  if (dashboardsFlag >= 0) {
    const [users, submissions, events] = scaleNumbers ?? [];
    const scale =
      users === undefined
        ? DASHBOARD_SCALE
        : { users, submissions: submissions ?? 0, events: events ?? 0 };
    const added = await timed("dashboard scale data", () => seedDashboardScale(database.db, scale));
    process.stdout.write(`${JSON.stringify(added)}\n`);
  }
} finally {
  await database.close();
}
