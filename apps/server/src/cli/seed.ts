import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { seedDemoData } from "../db/seed/seed-demo.ts";
import { seedSyntheticTools } from "../db/seed/seed-synthetic.ts";

const USAGE = `Usage: npm run db:seed [-- --synthetic N]

Seeds the demo catalogue into an empty database, and with --synthetic N adds N generated tools
(for scale tests and benchmarks) to the database the server would use (DATABASE_URL or DATA_DIR).`;

const args = process.argv.slice(2);
const flag = args.indexOf("--synthetic");
const synthetic = flag >= 0 ? Number(args[flag + 1]) : 0;
if (args.includes("--help") || !Number.isInteger(synthetic) || synthetic < 0) {
  console.error(USAGE);
  process.exit(2);
}

const database = openDatabase(loadConfig());
try {
  await database.migrate();
  process.stdout.write(`demo data: ${await seedDemoData(database.db)}\n`);
  if (synthetic > 0) {
    const started = performance.now();
    await seedSyntheticTools(database.db, synthetic);
    process.stdout.write(
      `synthetic tools: +${synthetic} in ${Math.round(performance.now() - started)} ms\n`,
    );
  }
} finally {
  await database.close();
}
