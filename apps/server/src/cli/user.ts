import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { CliError, setRole } from "./set-role.ts";

const USAGE = `Usage: npm run user -- set-role <email> <business|vendor|admin>

Works on the database the server would use: DATABASE_URL (PostgreSQL) or the embedded
database in DATA_DIR (default ./data; stop the server first, PGlite allows one process).`;

async function main(argv: string[]): Promise<number> {
  const [command, email, role] = argv;
  if (command !== "set-role" || !email || !role) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await database.migrate();
    const change = await setRole(database.db, email, role);
    process.stdout.write(`${email}: ${change.from} -> ${change.to}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CliError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
