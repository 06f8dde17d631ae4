import { PRICE_LIMITS } from "@app/shared/price-plans";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { requestQuota, solutionsCatalog } from "../src/db/schema/catalog.ts";
import { toolSubmissions } from "../src/db/schema/leads.ts";
import { type Browser, expectError, signedInAdmin } from "./accounts.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const yearly = {
  name: "Business",
  billing: "yearly",
  amount: 1200,
  currency: "USD",
  taxIncluded: false,
  maxUsers: 10,
};
const perSeat = {
  name: "Team",
  billing: "per_seat",
  amount: 500,
  currency: "AED",
  taxIncluded: true,
  maxUsers: null,
};
const quote = {
  name: "Enterprise",
  billing: "custom",
  amount: null,
  currency: "SAR",
  taxIncluded: false,
  maxUsers: null,
};
const hosting = { kind: "hosting", value: "uae", evidenceUrl: "https://souq.example.com/trust" };
const zatca = { kind: "einvoicing", value: "zatca", evidenceUrl: "https://souq.example.com/zatca" };

const form = {
  name: "Souq Ledger",
  description: "Issues ZATCA e-invoices and answers shoppers in Arabic and English.",
  category: "Finance & Accounting",
  pricingModel: "Annual Subscription",
  websiteUrl: "https://souq.example.com",
  submitterName: "Omar Nasser",
  submitterEmail: "omar@vendor.example.com",
  submitterCompany: "Nakhla Labs",
  features: ["E-invoices"],
  integrations: [],
  pricePlans: [yearly, perSeat, quote],
  freeTier: false,
  freeTrialDays: 14,
  regionalFacts: [hosting, zatca],
  agreeToTerms: true,
  language: "en",
};

const listingRow = async (id: string) =>
  (await t.db.select().from(solutionsCatalog).where(eq(solutionsCatalog.id, id)))[0];

const approve = (admin: Browser, id: string) =>
  admin.post(`/api/admin/submissions/${id}/approve`, {});

async function approvedListing() {
  const vendor = await signedUp(t, { role: "vendor" });
  const admin = await signedInAdmin(t);
  const sent = await vendor.post("/api/tool-submissions", form);
  expect(sent.status).toBe(201);
  const approved = await approve(admin, sent.body.id);
  expect(approved.status).toBe(200);
  return { vendor, admin, listingId: approved.body.submission.catalogSolutionId as string };
}

/** Marks a listing's fact verified, as the verification panel would. */
async function verify(listingId: string, value: string) {
  const row = await listingRow(listingId);
  const facts = ((row?.regionalFacts ?? []) as { value: string }[]).map((fact) =>
    fact.value === value
      ? { ...fact, verifiedAt: "2026-11-01T10:00:00.000Z", verifiedBy: null }
      : fact,
  );
  await t.db
    .update(solutionsCatalog)
    .set({ regionalFacts: facts })
    .where(eq(solutionsCatalog.id, listingId));
}

const verifiedOf = async (listingId: string) =>
  Object.fromEntries(
    (
      ((await listingRow(listingId))?.regionalFacts ?? []) as {
        value: string;
        verifiedAt: string;
      }[]
    ).map((fact) => [fact.value, fact.verifiedAt]),
  );

describe("a vendor's price plans and regional facts", () => {
  it("are stored, shown to the reviewer, and written to the listing on approval", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const admin = await signedInAdmin(t);
    const sent = await vendor.post("/api/tool-submissions", form);
    expect(sent.status).toBe(201);
    const detail = await admin.get(`/api/admin/submissions/${sent.body.id}`);
    expect(detail.body).toMatchObject({
      pricePlans: [yearly, perSeat, quote],
      freeTier: false,
      freeTrialDays: 14,
      regionalFacts: [hosting, zatca],
    });

    const approved = await approve(admin, sent.body.id);
    expect(approved.status).toBe(200);
    const id = approved.body.submission.catalogSolutionId as string;
    const tool = (await client(t).get(`/api/tools/${id}`)).body.tool;
    expect(tool).toMatchObject({
      pricePlans: [yearly, perSeat, quote],
      freeTier: false,
      freeTrialDays: 14,
      freeTrial: true,
      // 1,200 USD a year is 100 a month, less than 500 AED a seat (about 136 USD).
      lowestMonthly: { amount: 100, currency: "USD" },
    });
    expect(tool.regionalFacts).toEqual([
      { ...hosting, declaredAt: expect.any(String), verifiedAt: null },
      { ...zatca, declaredAt: expect.any(String), verifiedAt: null },
    ]);
  });

  it("refuse bad input with 400 naming the field, writing nothing", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const cases: [Record<string, unknown>, string][] = [
      [{ pricePlans: [{ ...yearly, amount: -1 }] }, "pricePlans.0.amount"],
      [{ pricePlans: [yearly, { ...quote, amount: 10 }] }, "pricePlans.1.amount"],
      [{ pricePlans: [{ ...yearly, amount: null }] }, "pricePlans.0.amount"],
      [{ pricePlans: [{ ...yearly, currency: "EUR" }] }, "pricePlans.0.currency"],
      [{ pricePlans: [{ ...yearly, name: " " }] }, "pricePlans.0.name"],
      [{ pricePlans: Array.from({ length: PRICE_LIMITS.plans + 1 }, () => yearly) }, "pricePlans"],
      [{ freeTrialDays: PRICE_LIMITS.trialDaysMax + 1 }, "freeTrialDays"],
      [{ regionalFacts: [{ ...hosting, value: "zatca" }] }, "regionalFacts.0.value"],
      [
        { regionalFacts: [{ ...hosting, evidenceUrl: "not a link" }] },
        "regionalFacts.0.evidenceUrl",
      ],
      [{ regionalFacts: [{ ...hosting, kind: "weather" }] }, "regionalFacts.0.kind"],
      [{ regionalFacts: [hosting, zatca, hosting] }, "regionalFacts.2.value"],
    ];
    for (const [change, field] of cases) {
      // The lead forms' quota per address would answer 429 before the eleventh case is read.
      await t.db.delete(requestQuota);
      const res = await vendor.post("/api/tool-submissions", { ...form, ...change });
      expectError(res, 400, "VALIDATION_FAILED");
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
    // Only an admin verifies: a fact sent as verified is refused (strict schema).
    await t.db.delete(requestQuota);
    const claimed = await vendor.post("/api/tool-submissions", {
      ...form,
      regionalFacts: [{ ...hosting, verified: true, verifiedAt: "2026-01-01T00:00:00.000Z" }],
    });
    expectError(claimed, 400, "VALIDATION_FAILED");
    expect(Object.keys(claimed.body.error.fields)).toEqual([
      "regionalFacts.0.verified",
      "regionalFacts.0.verifiedAt",
    ]);
    expect(await t.db.select().from(toolSubmissions)).toEqual([]);
  });

  it("a revision that changes a fact's evidence drops its verification and keeps the others'", async () => {
    const { vendor, admin, listingId } = await approvedListing();
    await verify(listingId, "uae");
    await verify(listingId, "zatca");
    const moved = { ...zatca, evidenceUrl: "https://souq.example.com/zatca-phase-2" };
    const sent = await vendor.post(`/api/vendor/listings/${listingId}/revisions`, {
      ...form,
      regionalFacts: [hosting, moved],
    });
    expect(sent.status).toBe(201);
    const review = await admin.get(`/api/admin/submissions/${sent.body.id}`);
    expect(review.body.live.regionalFacts).toEqual([hosting, zatca]);
    expect(review.body.regionalFacts).toEqual([hosting, moved]);
    expect((await approve(admin, sent.body.id)).status).toBe(200);
    expect(await verifiedOf(listingId)).toEqual({
      uae: "2026-11-01T10:00:00.000Z",
      zatca: null,
    });
  });
});

describe("an admin's edit of a listing's plans and facts", () => {
  it("is audited, keeps the verification of unchanged facts, and follows the trial with freeTrial", async () => {
    const { admin, listingId } = await approvedListing();
    await verify(listingId, "uae");
    const gdpr = { kind: "compliance", value: "gdpr", evidenceUrl: "https://souq.example.com/dpa" };
    const edit = {
      pricePlans: [perSeat],
      freeTier: true,
      freeTrialDays: null,
      regionalFacts: [hosting, gdpr],
    };
    const res = await admin.send("PATCH", `/api/admin/listings/${listingId}`, edit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      pricePlans: [perSeat],
      freeTier: true,
      freeTrialDays: null,
      freeTrial: false,
    });
    expect(res.body.regionalFacts).toEqual([
      { ...hosting, declaredAt: expect.any(String), verifiedAt: "2026-11-01T10:00:00.000Z" },
      { ...gdpr, declaredAt: expect.any(String), verifiedAt: null },
    ]);
    expect((await client(t).get(`/api/tools/${listingId}`)).body.tool).toMatchObject({
      lowestMonthly: { amount: 0 },
      freeTier: true,
      freeTrial: false,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "listing.edit"), eq(auditLog.entityId, listingId)));
    expect(audit?.before).toMatchObject({
      pricePlans: [yearly, perSeat, quote],
      freeTrialDays: 14,
      freeTrial: true,
    });
    expect(audit?.after).toMatchObject({ pricePlans: [perSeat], freeTier: true, freeTrial: false });

    // Trial days written set the old flag; a PATCH without them leaves both alone.
    const trial = await admin.send("PATCH", `/api/admin/listings/${listingId}`, {
      freeTrialDays: 30,
    });
    expect(trial.body).toMatchObject({ freeTrialDays: 30, freeTrial: true });
    const named = await admin.send("PATCH", `/api/admin/listings/${listingId}`, { name: "Ledger" });
    expect(named.body).toMatchObject({
      freeTrialDays: 30,
      freeTrial: true,
      pricePlans: [perSeat],
      freeTier: true,
    });
    expect(named.body.regionalFacts).toHaveLength(2);
  });

  it("refuses bad plans, facts and unknown keys with 400, changing nothing", async () => {
    const { admin, listingId } = await approvedListing();
    const before = await listingRow(listingId);
    const edit = (body: unknown) => admin.send("PATCH", `/api/admin/listings/${listingId}`, body);
    const cases: [Record<string, unknown>, string][] = [
      [{ pricePlans: [{ ...quote, amount: 5 }] }, "pricePlans.0.amount"],
      [
        { regionalFacts: [{ ...hosting, evidenceUrl: "ftp://x.example" }] },
        "regionalFacts.0.evidenceUrl",
      ],
      [{ regionalFacts: [{ ...hosting, verifiedAt: "2026-01-01" }] }, "regionalFacts.0.verifiedAt"],
      [{ freeTrialDays: -2 }, "freeTrialDays"],
      [{ lowestMonthly: 3 }, ""],
    ];
    for (const [body, field] of cases) {
      const res = await edit(body);
      expectError(res, 400, "VALIDATION_FAILED");
      if (field) expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
    expect(await listingRow(listingId)).toEqual(before);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, listingId));
    expect(audits.filter((a) => a.action === "listing.edit")).toEqual([]);
  });
});
