import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { exchangeRates } from "../src/db/schema/pricing.ts";
import { type Account, expectError, signedInAs } from "./accounts.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
let admin: Account;
beforeEach(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, "admin", { name: "Rana Admin" });
});

const today = async () =>
  (
    (await t.db.execute(sql`select current_date::text as d`)) as unknown as {
      rows: { d: string }[];
    }
  ).rows[0]?.d;

const rateRows = () => t.db.select().from(exchangeRates);
const auditRows = () =>
  t.db.select().from(auditLog).where(eq(auditLog.action, "exchange_rate.set"));

describe("GET /api/exchange-rates", () => {
  it("gives anyone the rates in force, USD first at 1, the migration's pegs set by no one", async () => {
    const res = await client(t).get("/api/exchange-rates");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const rates = res.body.rates as { currency: string; unitsPerUsd: number; setBy: unknown }[];
    expect(rates.map((r) => r.currency)).toEqual(["USD", "AED", "SAR"]);
    expect(rates[0]?.unitsPerUsd).toBe(1);
    expect(rates.find((r) => r.currency === "AED")).toMatchObject({
      unitsPerUsd: 3.6725,
      setBy: null,
    });
  });

  it("leaves out a rate that applies from a later day", async () => {
    await t.db.insert(exchangeRates).values([
      { currency: "INR", unitsPerUsd: 80, effectiveOn: "2020-01-01" },
      { currency: "INR", unitsPerUsd: 99, effectiveOn: "2999-01-01" },
    ]);
    const rates = (await client(t).get("/api/exchange-rates")).body.rates;
    expect(rates.find((r: { currency: string }) => r.currency === "INR")).toMatchObject({
      unitsPerUsd: 80,
      effectiveOn: "2020-01-01",
    });
  });
});

describe("POST /api/admin/exchange-rates", () => {
  it("sets a rate from today by the admin's name, audited, and the public read shows it", async () => {
    const res = await admin.browser.post("/api/admin/exchange-rates", {
      currency: "INR",
      unitsPerUsd: 88.2,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      currency: "INR",
      unitsPerUsd: 88.2,
      effectiveOn: await today(),
      setBy: "Rana Admin",
    });
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      entityType: "exchange_rate",
      entityId: "INR",
      before: null,
      after: { currency: "INR", unitsPerUsd: 88.2, effectiveOn: await today(), setBy: admin.id },
    });
    const rates = (await client(t).get("/api/exchange-rates")).body.rates;
    expect(rates.map((r: { currency: string }) => r.currency)).toEqual([
      "USD",
      "AED",
      "SAR",
      "INR",
    ]);
    expect(rates.at(-1)).toMatchObject({ unitsPerUsd: 88.2, setBy: "Rana Admin" });
  });

  it("replaces the same day's rate, auditing the rate before and after", async () => {
    const day = "2026-01-15";
    const post = (unitsPerUsd: number) =>
      admin.browser.post("/api/admin/exchange-rates", {
        currency: "AED",
        unitsPerUsd,
        effectiveOn: day,
      });
    expect((await post(3.67)).status).toBe(201);
    expect((await post(3.68)).status).toBe(201);
    const rows = await t.db
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currency, "AED"), eq(exchangeRates.effectiveOn, day)));
    expect(rows.map((r) => Number(r.unitsPerUsd))).toEqual([3.68]);
    const audits = await auditRows();
    expect(audits).toHaveLength(2);
    const second = audits.find((a) => a.before !== null);
    expect(second?.before).toMatchObject({ unitsPerUsd: 3.67, effectiveOn: day });
    expect(second?.after).toMatchObject({ unitsPerUsd: 3.68, effectiveOn: day });
  });

  it("refuses bad input on the field, writing nothing", async () => {
    const before = (await rateRows()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: "EUR", unitsPerUsd: 0.9 }, "currency"],
      [{ currency: "USD", unitsPerUsd: 1 }, "currency"],
      [{ currency: "INR", unitsPerUsd: 0 }, "unitsPerUsd"],
      [{ currency: "INR", unitsPerUsd: -3 }, "unitsPerUsd"],
      [{ currency: "INR", unitsPerUsd: "lots" }, "unitsPerUsd"],
      [{ currency: "INR", unitsPerUsd: 88, effectiveOn: "2026-02-30" }, "effectiveOn"],
      [{ currency: "INR", unitsPerUsd: 88, effectiveOn: "28/11/2026" }, "effectiveOn"],
      [{ currency: "INR", unitsPerUsd: 88, setBy: "someone" }, ""],
    ];
    for (const [body, field] of cases) {
      const res = await admin.browser.post("/api/admin/exchange-rates", body);
      expectError(res, 400, "VALIDATION_FAILED");
      if (field) expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    }
    expect(await rateRows()).toHaveLength(before);
    expect(await auditRows()).toHaveLength(0);
  });

  it("answers a visitor 401 and a business user or vendor 403 on every admin route", async () => {
    const business = await signedInAs(t, "business");
    const vendor = await signedInAs(t, "vendor");
    const body = { currency: "INR", unitsPerUsd: 50 };
    expectError(await client(t).post("/api/admin/exchange-rates", body), 401, "UNAUTHENTICATED");
    expectError(await client(t).get("/api/admin/exchange-rates/history"), 401, "UNAUTHENTICATED");
    for (const who of [business, vendor]) {
      expectError(await who.browser.post("/api/admin/exchange-rates", body), 403, "FORBIDDEN");
      expectError(await who.browser.get("/api/admin/exchange-rates/history"), 403, "FORBIDDEN");
    }
    expect((await rateRows()).some((r) => r.currency === "INR")).toBe(false);
  });
});

describe("GET /api/admin/exchange-rates/history", () => {
  it("pages every rate set, newest day first, with who set it", async () => {
    for (const [day, rate] of [
      ["2026-01-01", 83],
      ["2026-03-01", 85],
      ["2026-02-01", 84],
    ] as const) {
      await admin.browser.post("/api/admin/exchange-rates", {
        currency: "INR",
        unitsPerUsd: rate,
        effectiveOn: day,
      });
    }
    const first = await admin.browser.get("/api/admin/exchange-rates/history?pageSize=2");
    expect(first.status).toBe(200);
    // Three INR rows and the migration's two pegs.
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.body.items.map((r: { effectiveOn: string }) => r.effectiveOn)).toEqual([
      "2026-03-01",
      "2026-02-01",
    ]);
    expect(first.body.items[0].setBy).toBe("Rana Admin");
    const second = await admin.browser.get("/api/admin/exchange-rates/history?pageSize=2&page=2");
    expect(second.body.items[0].effectiveOn).toBe("2026-01-01");
    expectError(await admin.browser.get("/api/admin/exchange-rates/history?page=0"), 400);
  });
});
