import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { newUser } from "./client.ts";
import { startServerProcess } from "./server-process.ts";
import { workerDatabaseUrl } from "./test-database.ts";

/**
 * docs/operations.md's backup and restore, tried once: pg_dump of a live database, pg_restore
 * into a new one, and a server started on the copy serves what the first one stored.
 */
const base = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === "postgres" && base !== undefined;

describe.runIf(onPostgres)("backup and restore with pg_dump", () => {
  const pool = process.env.VITEST_POOL_ID ?? "1";
  // Without TEST_DATABASE_URL the block is still read, though its test is skipped.
  const source = workerDatabaseUrl(base ?? "postgres://skipped/x", `${pool}_backup`);
  const copy = workerDatabaseUrl(base ?? "postgres://skipped/x", `${pool}_restored`);
  const dir = mkdtempSync(path.join(tmpdir(), "backup-"));
  let admin: pg.Client | undefined;

  afterAll(async () => {
    for (const name of [source.name, copy.name]) {
      await admin?.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
    await admin?.end();
    rmSync(dir, { recursive: true, force: true });
  });

  async function request(baseUrl: string, method: string, url: string, body?: unknown) {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { origin: baseUrl, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json().catch(() => undefined) };
  }

  it("a server on the restored copy has the accounts, requests and catalogue of the original", async () => {
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    for (const name of [source.name, copy.name]) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE "${source.name}"`);

    const first = await startServerProcess({ DATABASE_URL: source.url, SEED_DEMO_DATA: "true" });
    const account = newUser();
    expect((await request(first.baseUrl, "POST", "/api/auth/sign-up/email", account)).status).toBe(
      200,
    );
    const booked = await request(first.baseUrl, "POST", "/api/consultations", {
      name: "Before the backup",
      email: "backup@example.com",
      language: "en",
    });
    expect(booked.status).toBe(201);
    const total = (await request(first.baseUrl, "GET", "/api/tools")).body.total as number;
    expect(total).toBeGreaterThan(0);

    // Taken while the server runs, as a nightly backup would be.
    const file = path.join(dir, "market.dump");
    execFileSync("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, source.url]);
    await first.stop();
    await admin.query(`CREATE DATABASE "${copy.name}"`);
    execFileSync("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${copy.url}`, file]);

    const second = await startServerProcess({ DATABASE_URL: copy.url, SEED_DEMO_DATA: "true" });
    try {
      const signIn = await request(second.baseUrl, "POST", "/api/auth/sign-in/email", {
        email: account.email,
        password: account.password,
      });
      expect(signIn.status).toBe(200);
      expect((await request(second.baseUrl, "GET", "/api/tools")).body.total).toBe(total);
      expect((await request(second.baseUrl, "GET", "/api/tools?q=invoice")).status).toBe(200);
      const db = new pg.Client({ connectionString: copy.url });
      await db.connect();
      const { rows } = await db.query("select name from consultations where id = $1", [
        booked.body.id,
      ]);
      await db.end();
      expect(rows).toEqual([{ name: "Before the backup" }]);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
