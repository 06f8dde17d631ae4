import pg from "pg";

/** Drops the per-worker databases that test-database.ts made from TEST_DATABASE_URL. */
export async function teardown() {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return;
  const base = new URL(baseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${base}\\_w%`],
    );
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
