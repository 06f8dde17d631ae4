import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, rowsOf } from "../src/db/client.ts";
import { newUser } from "./client.ts";
import { confirmEmailOnServer, httpBrowser, nextAddress } from "./http-browser.ts";
import { startServerProcess } from "./server-process.ts";
import { throwawayPostgres } from "./test-database.ts";
import { signInWithTwoFactor } from "./totp.ts";

const onPostgres = process.env.TEST_DB === "postgres";
const dataDir = mkdtempSync(path.join(tmpdir(), "crash-"));
/** On PostgreSQL, a database of this test's own; on PGlite, the data directory. */
let postgres: Awaited<ReturnType<typeof throwawayPostgres>> | undefined;
beforeAll(async () => {
  if (onPostgres) postgres = await throwawayPostgres("crash");
});
afterAll(async () => {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const ADMIN = { email: "crash-admin@example.com", password: "crash-admin-passphrase-42" };
const env = () => ({
  DATA_DIR: dataDir,
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  TRUST_PROXY: "true",
  SEED_DEMO_DATA: "true",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});

/** A caller with its own address (rate limits are per address) and cookie. */
const caller = (base: string) => httpBrowser({ base, address: nextAddress("10.77") });

it("SIGKILL under writes: after a restart every acknowledged write is there, none half-written", async () => {
  const first = await startServerProcess(env());
  const base = first.baseUrl;
  const admin = caller(base);
  const adminSecret = await signInWithTwoFactor(admin, ADMIN);
  const tools = (await caller(base)("GET", "/api/tools?pageSize=24")).body.items as {
    id: string;
  }[];
  expect(tools.length).toBeGreaterThan(10);
  const owners = await Promise.all(
    Array.from({ length: 6 }, async () => {
      const call = caller(base);
      const input = newUser();
      expect((await call("POST", "/api/auth/sign-up/email", input)).status).toBe(200);
      // Ratings need a confirmed address.
      await confirmEmailOnServer(base, input.email);
      return { call, id: (await call("GET", "/api/me")).body.profile.id as string };
    }),
  );
  const seedConsultation = await caller(base)("POST", "/api/consultations", {
    name: "Noted",
    email: "noted@example.com",
    language: "en",
  });
  expect(seedConsultation.status).toBe(201);
  const notedId = seedConsultation.body.id as string;

  const acked = {
    consultations: [] as string[],
    submissions: [] as string[],
    ratings: [] as { owner: string; tool: string; rating: number }[],
    favourites: [] as { owner: string; tool: string }[],
    notes: [] as string[],
  };
  let killed = false;
  let n = 0;
  const loops = [
    // Anonymous forms, a new visitor each time.
    ...Array.from({ length: 4 }, async () => {
      while (!killed) {
        n += 1;
        const i = n;
        const res = await caller(base)("POST", "/api/consultations", {
          name: `Crash ${i}`,
          email: `crash${i}@example.com`,
          details: "Written under load.",
          language: "en",
        }).catch(() => undefined);
        if (res?.status === 201) acked.consultations.push(res.body.id);
      }
    }),
    ...Array.from({ length: 2 }, async () => {
      while (!killed) {
        n += 1;
        const i = n;
        const res = await caller(base)("POST", "/api/tool-submissions", {
          name: `Crash Tool ${i}`,
          description: "Submitted under load.",
          category: "Customer Service",
          pricingModel: "Monthly Subscription",
          websiteUrl: `https://crash-${i}.example.com`,
          submitterName: "Crash",
          submitterEmail: `vendor${i}@example.com`,
          submitterCompany: "Crash Co",
          features: [],
          integrations: [],
          agreeToTerms: true,
          language: "en",
        }).catch(() => undefined);
        if (res?.status === 201) acked.submissions.push(res.body.id);
      }
    }),
    // Each account rates and saves the tools one after another, once each.
    ...owners.map(async ({ call, id: owner }) => {
      for (const [index, tool] of tools.entries()) {
        if (killed) break;
        const rating = (index % 5) + 1;
        const rated = await call("PUT", `/api/tools/${tool.id}/ratings/mine`, { rating }).catch(
          () => undefined,
        );
        if (rated?.status === 200) acked.ratings.push({ owner, tool: tool.id, rating });
        const saved = await call("PUT", `/api/me/favorites/${tool.id}`).catch(() => undefined);
        if (saved?.status === 204) acked.favourites.push({ owner, tool: tool.id });
      }
    }),
    // The admin writes notes on one request.
    (async () => {
      while (!killed) {
        n += 1;
        const note = `Note ${n}`;
        const res = await admin("POST", `/api/admin/consultations/${notedId}/notes`, {
          note,
        }).catch(() => undefined);
        if (res?.status === 200) acked.notes.push(note);
      }
    })(),
  ];
  // The kill comes after 2.5 s of writes and once every kind was acknowledged a few times: a
  // busy machine takes longer to get there (give up after 30 s, and the checks below say which).
  const started = Date.now();
  const enough = () =>
    Object.values(acked).every((list) => list.length >= 3) &&
    Object.values(acked).reduce((sum, list) => sum + list.length, 0) > 30;
  while (Date.now() - started < 2500 || (!enough() && Date.now() - started < 30_000)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  first.signal("SIGKILL");
  await first.exited;
  killed = true;
  await Promise.all(loops);
  const total = Object.values(acked).reduce((sum, list) => sum + list.length, 0);
  expect(total, JSON.stringify(Object.values(acked).map((l) => l.length))).toBeGreaterThan(30);
  // Each kind of write was acknowledged at least once, so each is checked below.
  for (const [kind, list] of Object.entries(acked)) expect(list.length, kind).toBeGreaterThan(0);

  // Restarted on the same data: every acknowledged write answers.
  const second = await startServerProcess(env());
  const again = caller(second.baseUrl);
  await signInWithTwoFactor(again, ADMIN, adminSecret);
  for (const id of acked.consultations) {
    expect((await again("GET", `/api/admin/consultations/${id}`)).status, id).toBe(200);
  }
  for (const id of acked.submissions) {
    expect((await again("GET", `/api/admin/submissions/${id}`)).status, id).toBe(200);
  }
  const noted = JSON.stringify((await again("GET", `/api/admin/consultations/${notedId}`)).body);
  for (const note of acked.notes) expect(noted).toContain(`"${note}"`);
  await second.stop();

  // Nothing half-written: each lead came with its e-mails and its event, each rating counted.
  const database = openDatabase(postgres ? { dataDir, databaseUrl: postgres.url } : { dataDir });
  try {
    const [leads] = rowsOf<{ orphans: number }>(
      await database.db.execute(sql`
          select count(*)::int as orphans from consultations c
          where (select count(*) from email_outbox o where o.to_address = c.email) < 1
             or not exists (select 1 from analytics_events e
                            where e.event_data->>'consultation_id' = c.id::text)`),
    );
    expect(leads?.orphans).toBe(0);
    const ratings = new Set(
      rowsOf<{ user_id: string; solution_id: string; rating: number }>(
        await database.db.execute(sql`select user_id, solution_id, rating from tool_ratings`),
      ).map((r) => `${r.user_id} ${r.solution_id} ${r.rating}`),
    );
    for (const r of acked.ratings) {
      expect(ratings.has(`${r.owner} ${r.tool} ${r.rating}`), JSON.stringify(r)).toBe(true);
    }
    const favourites = new Set(
      rowsOf<{ user_id: string; solution_id: string }>(
        await database.db.execute(sql`select user_id, solution_id from user_favorites`),
      ).map((f) => `${f.user_id} ${f.solution_id}`),
    );
    for (const f of acked.favourites) {
      expect(favourites.has(`${f.owner} ${f.tool}`), JSON.stringify(f)).toBe(true);
    }
    const [counts] = rowsOf<{ wrong: number }>(
      await database.db.execute(sql`
          select count(*)::int as wrong from solutions_catalog s
          where s.reviews_count <> (select count(*) from tool_ratings r
                                    where r.solution_id = s.id and r.hidden_at is null)`),
    );
    expect(counts?.wrong).toBe(0);
  } finally {
    await database.close();
  }
}, 120_000);
