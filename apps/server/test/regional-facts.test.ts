import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { solutionsCatalog } from "../src/db/schema/catalog.ts";
import { type Browser, expectError, signedInAs } from "./accounts.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const saudiHosting = {
  kind: "hosting",
  value: "saudi",
  evidenceUrl: "https://souq-helper.example.com/trust",
} as const;
const gulfArabic = {
  kind: "contentLanguage",
  value: "ar-gulf",
  evidenceUrl: "https://souq-helper.example.com/languages",
} as const;
const declared = (fact: { kind: string; value: string; evidenceUrl: string }) => ({
  ...fact,
  declaredAt: "2026-01-10T09:00:00.000Z",
  verifiedAt: null,
  verifiedBy: null,
});

const form = {
  name: "Souq Helper",
  description: "Answers shoppers in Arabic and English, looks up orders and hands over to staff.",
  category: "Customer Service",
  pricingModel: "Monthly Subscription",
  websiteUrl: "https://souq-helper.example.com",
  submitterName: "Omar Nasser",
  submitterEmail: "omar@vendor.example.com",
  submitterCompany: "Nakhla Labs",
  features: ["WhatsApp inbox", "Order lookup"],
  targetAudience: "Online shops in the Gulf",
  caseStudies: "A Dubai retailer answered 70% of chats automatically.",
  integrations: ["Shopify"],
  agreeToTerms: true,
  language: "en",
  regionalFacts: [saudiHosting, gulfArabic],
};

const verification = (id: string) => `/api/admin/listings/${id}/facts/verification`;
const verify = (admin: Browser, id: string, fact: object, verified = true) =>
  admin.send("PUT", verification(id), { ...fact, verified });

const auditOf = (entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "listing"), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.createdAt);

const storedFacts = async (id: string) =>
  (
    await t.db
      .select({ facts: solutionsCatalog.regionalFacts })
      .from(solutionsCatalog)
      .where(eq(solutionsCatalog.id, id))
  )[0]?.facts as Record<string, unknown>[];

describe("verifying a declared fact", () => {
  it("marks it verified by the admin, then not, each audited with the fact before and after", async () => {
    const admin = await signedInAs(t, "admin");
    const tool = await insertTool(t.db, {
      regionalFacts: [declared(saudiHosting), declared(gulfArabic)],
    });
    // Read once, so a kept answer would show the old facts.
    const visitor = client(t);
    expect((await visitor.get(`/api/tools/${tool.slug}`)).body.tool.regionalFacts[0]).toEqual({
      ...saudiHosting,
      declaredAt: "2026-01-10T09:00:00.000Z",
      verifiedAt: null,
    });

    const res = await verify(admin.browser, tool.id, { kind: "hosting", value: "saudi" });
    expect(res.status).toBe(200);
    const verifiedAt = res.body.facts[0].verifiedAt as string;
    expect(Date.now() - Date.parse(verifiedAt)).toBeLessThan(60_000);
    expect(res.body.facts).toEqual([
      { ...saudiHosting, declaredAt: "2026-01-10T09:00:00.000Z", verifiedAt },
      { ...gulfArabic, declaredAt: "2026-01-10T09:00:00.000Z", verifiedAt: null },
    ]);
    expect(await storedFacts(tool.id)).toEqual([
      { ...declared(saudiHosting), verifiedAt, verifiedBy: admin.id },
      declared(gulfArabic),
    ]);

    // The tool page's answer shows the date, never who verified.
    const page = await visitor.get(`/api/tools/${tool.slug}`);
    expect(page.body.tool.regionalFacts[0]).toEqual({
      ...saudiHosting,
      declaredAt: "2026-01-10T09:00:00.000Z",
      verifiedAt,
    });
    expect(JSON.stringify(page.body)).not.toContain("verifiedBy");
    expect(JSON.stringify(page.body)).not.toContain(admin.id);
    const compared = await visitor.get(`/api/compare?ids=${tool.slug}`);
    expect(JSON.stringify(compared.body)).not.toContain("verifiedBy");

    const undone = await verify(admin.browser, tool.id, { kind: "hosting", value: "saudi" }, false);
    expect(undone.status).toBe(200);
    expect(undone.body.facts[0].verifiedAt).toBeNull();
    expect((await storedFacts(tool.id))[0]).toEqual(declared(saudiHosting));
    expect((await visitor.get(`/api/tools/${tool.id}`)).body.tool.regionalFacts[0].verifiedAt).toBe(
      null,
    );

    const audits = await auditOf(tool.id);
    expect(audits.map((a) => [a.action, a.actorUserId])).toEqual([
      ["listing.fact-verify", admin.id],
      ["listing.fact-unverify", admin.id],
    ]);
    expect(audits[0]?.before).toEqual({ "hosting:saudi": declared(saudiHosting) });
    expect(audits[0]?.after).toEqual({
      "hosting:saudi": { ...declared(saudiHosting), verifiedAt, verifiedBy: admin.id },
    });
    expect(audits[1]?.before).toEqual(audits[0]?.after);
    expect(audits[1]?.after).toEqual({ "hosting:saudi": declared(saudiHosting) });

    // The audit tab lists them.
    const log = await admin.browser.get("/api/admin/audit?action=listing.fact-verify");
    expect(log.status).toBe(200);
    expect(log.body.items).toEqual([
      expect.objectContaining({
        action: "listing.fact-verify",
        entityId: tool.id,
        record: { name: tool.name, toolSlug: tool.slug },
      }),
    ]);
  });

  it("the admin reads a listing's facts, with their verification", async () => {
    const admin = await signedInAs(t, "admin");
    const tool = await insertTool(t.db, { regionalFacts: [declared(saudiHosting)] });
    const res = await admin.browser.get(`/api/admin/listings/${tool.id}/facts`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      facts: [{ ...saudiHosting, declaredAt: "2026-01-10T09:00:00.000Z", verifiedAt: null }],
    });
    expectError(await admin.browser.get(`/api/admin/listings/${crypto.randomUUID()}/facts`), 404);
  });

  it("visitor 401, business and vendor 403 (the listing's own vendor too); nothing changes", async () => {
    const vendor = await signedInAs(t, "vendor");
    const business = await signedInAs(t, "business");
    const tool = await insertTool(t.db, {
      vendorUserId: vendor.id,
      regionalFacts: [declared(saudiHosting)],
    });
    const body = { kind: "hosting", value: "saudi", verified: true };
    for (const [method, path, sent] of [
      ["PUT", verification(tool.id), body],
      ["GET", `/api/admin/listings/${tool.id}/facts`, undefined],
    ] as const) {
      expectError(await client(t).send(method, path, sent), 401, "UNAUTHENTICATED");
      expectError(await business.browser.send(method, path, sent), 403, "FORBIDDEN");
      expectError(await vendor.browser.send(method, path, sent), 403, "FORBIDDEN");
    }
    expect(await storedFacts(tool.id)).toEqual([declared(saudiHosting)]);
    expect(await auditOf(tool.id)).toEqual([]);
  });

  it("404 for an unknown listing or a fact it does not declare; 400 for a bad body or id", async () => {
    const admin = await signedInAs(t, "admin");
    const tool = await insertTool(t.db, { regionalFacts: [declared(saudiHosting)] });
    const missing = crypto.randomUUID();
    expectError(await verify(admin.browser, missing, { kind: "hosting", value: "saudi" }), 404);
    expectError(
      await verify(admin.browser, tool.id, { kind: "hosting", value: "uae" }),
      404,
      "NOT_FOUND",
    );
    expectError(
      await verify(admin.browser, tool.id, { kind: "compliance", value: "saudi" }),
      404,
      "NOT_FOUND",
    );
    for (const bad of [
      {},
      { kind: "hosting", value: "saudi" },
      { kind: "hosting", value: "saudi", verified: "yes" },
      { kind: "weather", value: "saudi", verified: true },
      { kind: "hosting", value: "", verified: true },
      { kind: "hosting", value: "saudi", verified: true, verifiedBy: "someone" },
    ]) {
      expectError(
        await admin.browser.send("PUT", verification(tool.id), bad),
        400,
        "VALIDATION_FAILED",
      );
    }
    expectError(await verify(admin.browser, "not-an-id", { kind: "hosting", value: "saudi" }), 400);
    expect(await storedFacts(tool.id)).toEqual([declared(saudiHosting)]);
    expect(await auditOf(tool.id)).toEqual([]);
  });
});

describe("a vendor cannot verify a fact", () => {
  const decide = (admin: Browser, id: string) =>
    admin.post(`/api/admin/submissions/${id}/approve`, {});

  async function liveListing() {
    const vendor = await signedInAs(t, "vendor");
    const admin = await signedInAs(t, "admin");
    const sent = await vendor.browser.post("/api/tool-submissions", form);
    expect(sent.status).toBe(201);
    const approved = await decide(admin.browser, sent.body.id);
    expect(approved.status).toBe(200);
    return {
      vendor: vendor.browser,
      admin: admin.browser,
      adminId: admin.id,
      listingId: approved.body.submission.catalogSolutionId as string,
    };
  }

  it("a submission or revision carrying a verification is refused with 400", async () => {
    const { vendor, listingId } = await liveListing();
    for (const extra of [
      { verified: true },
      { verifiedAt: "2026-01-01T00:00:00.000Z" },
      { verifiedBy: "admin" },
      { declaredAt: "2020-01-01T00:00:00.000Z" },
    ]) {
      const facts = [{ ...saudiHosting, ...extra }];
      const submitted = await vendor.post("/api/tool-submissions", {
        ...form,
        name: "Another Helper",
        regionalFacts: facts,
      });
      expectError(submitted, 400, "VALIDATION_FAILED");
      const revised = await vendor.post(`/api/vendor/listings/${listingId}/revisions`, {
        ...form,
        regionalFacts: facts,
      });
      expectError(revised, 400, "VALIDATION_FAILED");
    }
    expect((await storedFacts(listingId)).every((fact) => fact.verifiedAt === null)).toBe(true);
  });

  it("an approved revision keeps the verification of a fact declared again unchanged, and drops it when its evidence changes", async () => {
    const { vendor, admin, adminId, listingId } = await liveListing();
    const approved = await storedFacts(listingId);
    expect(approved.map((f) => [f.kind, f.value, f.verifiedAt])).toEqual([
      ["hosting", "saudi", null],
      ["contentLanguage", "ar-gulf", null],
    ]);
    for (const fact of [saudiHosting, gulfArabic]) {
      expect((await verify(admin, listingId, { kind: fact.kind, value: fact.value })).status).toBe(
        200,
      );
    }
    const verified = await storedFacts(listingId);

    const revise = async (facts: object[]) => {
      const sent = await vendor.post(`/api/vendor/listings/${listingId}/revisions`, {
        ...form,
        regionalFacts: facts,
      });
      expect(sent.status).toBe(201);
      expect((await decide(admin, sent.body.id)).status).toBe(200);
    };

    // Declared again as it was: still verified, same date and verifier.
    await revise([saudiHosting, gulfArabic]);
    expect(await storedFacts(listingId)).toEqual(verified);
    expect(verified.every((fact) => fact.verifiedBy === adminId)).toBe(true);

    // The Saudi hosting's evidence changes: that fact starts unverified again, the other stays.
    const moved = { ...saudiHosting, evidenceUrl: "https://souq-helper.example.com/hosting" };
    await revise([moved, gulfArabic]);
    const after = await storedFacts(listingId);
    expect(after[0]).toMatchObject({ ...moved, verifiedAt: null, verifiedBy: null });
    expect(after[1]).toEqual(verified[1]);
    const page = await client(t).get(`/api/tools/${listingId}`);
    expect(page.body.tool.regionalFacts.map((f: { verifiedAt: unknown }) => f.verifiedAt)).toEqual([
      null,
      verified[1]?.verifiedAt,
    ]);
  });
});
