import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { createLogger } from "../src/logger.ts";
import { bootstrap } from "../src/server.ts";
import { client, newUser } from "./client.ts";
import { testConfig } from "./harness.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "restart-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it.runIf(process.env.TEST_DB !== "postgres")(
  "keeps accounts in DATA_DIR across a restart of the embedded database",
  async () => {
    const config = testConfig({ DATA_DIR: dataDir });
    const logger = createLogger("silent");
    const account = newUser();

    const first = await bootstrap(config, logger, openDatabase(config));
    expect((await client(first).post("/api/auth/sign-up/email", account)).status).toBe(200);
    await first.db.close();

    const second = await bootstrap(config, logger, openDatabase(config));
    const browser = client(second);
    const signIn = await browser.post("/api/auth/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    expect((await browser.get("/api/me")).body.profile.email).toBe(account.email);
    await second.db.close();
  },
  60_000,
);
