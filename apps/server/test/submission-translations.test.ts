import { LEADS_LIMITS } from "@app/shared/leads";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { solutionsCatalog } from "../src/db/schema/catalog.ts";
import { toolSubmissions } from "../src/db/schema/leads.ts";
import { type Browser, expectError, signedInAdmin } from "./accounts.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

// Words no demo tool uses, so a search for them finds only this listing.
const arabic = {
  description: "يجيب زبائن متاجر الزعفران على واتساب ويتابع طلباتهم حتى التسليم.",
  features: ["متابعة طلبات الزعفران", "ردود صوتية"],
  caseStudies: "متجر في الشارقة أجاب عن ٧٠٪ من المحادثات دون موظف.",
};
const hindi = {
  description: "केसर की दुकानों के ग्राहकों को व्हाट्सऐप पर जवाब देता है।",
  targetAudience: "खाड़ी और भारत की ऑनलाइन दुकानें",
};

const form = {
  name: "Saffron Desk",
  description: "Answers saffron shops' customers on WhatsApp and follows their orders to delivery.",
  category: "Customer Service",
  pricingModel: "Monthly Subscription",
  websiteUrl: "https://saffron-desk.example.com",
  submitterName: "Omar Nasser",
  submitterEmail: "omar@vendor.example.com",
  submitterCompany: "Nakhla Labs",
  features: ["WhatsApp inbox"],
  integrations: [],
  translations: { ar: arabic, hi: hindi },
  agreeToTerms: true,
  language: "ar",
};

const decide = (admin: Browser, id: string) =>
  admin.post(`/api/admin/submissions/${id}/approve`, {});

const listingRow = async (id: string) =>
  (await t.db.select().from(solutionsCatalog).where(eq(solutionsCatalog.id, id)))[0];

async function approvedListing() {
  const vendor = await signedUp(t, { role: "vendor" });
  const admin = await signedInAdmin(t);
  const sent = await vendor.post("/api/tool-submissions", form);
  expect(sent.status).toBe(201);
  const approved = await decide(admin, sent.body.id);
  expect(approved.status).toBe(200);
  return {
    vendor,
    admin,
    submissionId: sent.body.id as string,
    listingId: approved.body.submission.catalogSolutionId as string,
  };
}

describe("a submission's Arabic and Hindi texts", () => {
  it("are kept as sent, shown to the reviewer, and become the listing's texts on approval", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const admin = await signedInAdmin(t);
    const sent = await vendor.post("/api/tool-submissions", form);
    expect(sent.status).toBe(201);
    const detail = await admin.get(`/api/admin/submissions/${sent.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.translations).toEqual({ ar: arabic, hi: hindi });

    const approved = await decide(admin, sent.body.id);
    expect(approved.status).toBe(200);
    const row = await listingRow(approved.body.submission.catalogSolutionId);
    expect(row?.translations).toEqual({
      ar: {
        shortDesc: arabic.description,
        longDescription: arabic.description,
        features: arabic.features,
        caseStudies: [arabic.caseStudies],
      },
      hi: {
        shortDesc: hindi.description,
        longDescription: hindi.description,
        targetAudience: hindi.targetAudience,
      },
    });
  });

  it("are what an Arabic or Hindi reader reads and finds; the rest falls back to English", async () => {
    const { listingId } = await approvedListing();
    const visitor = client(t);
    const arTool = await visitor.get(`/api/tools/${listingId}?lang=ar`);
    expect(arTool.status).toBe(200);
    const ar = arTool.body.tool;
    expect(ar.shortDesc).toBe(arabic.description);
    expect(ar.features).toEqual(arabic.features);
    expect(ar.targetAudience).toBeNull();
    expect([...ar.translated].sort()).toEqual(
      ["caseStudies", "features", "longDescription", "shortDesc"].sort(),
    );
    const hi = (await visitor.get(`/api/tools/${listingId}?lang=hi`)).body.tool;
    expect(hi.targetAudience).toBe(hindi.targetAudience);
    expect(hi.features).toEqual(form.features);

    const foundAr = await visitor.get(`/api/tools?lang=ar&q=${encodeURIComponent("الزعفران")}`);
    expect(foundAr.body.items.map((i: { id: string }) => i.id)).toEqual([listingId]);
    const foundHi = await visitor.get(`/api/tools?lang=hi&q=${encodeURIComponent("केसर")}`);
    expect(foundHi.body.items.map((i: { id: string }) => i.id)).toEqual([listingId]);
  });

  it("fill the revision form, and change the listing only when the revision is approved", async () => {
    const { vendor, admin, listingId } = await approvedListing();
    const fields = await vendor.get(`/api/vendor/listings/${listingId}`);
    expect(fields.status).toBe(200);
    expect(fields.body.translations).toEqual({
      ar: arabic,
      hi: { description: hindi.description, targetAudience: hindi.targetAudience },
    });
    const newHindi = { description: "केसर और इलायची की दुकानों के लिए व्हाट्सऐप सहायक।" };
    const sent = await vendor.post(`/api/vendor/listings/${listingId}/revisions`, {
      ...form,
      translations: { ...fields.body.translations, hi: newHindi },
    });
    expect(sent.status).toBe(201);
    expect((await listingRow(listingId))?.translations).toMatchObject({
      hi: { targetAudience: hindi.targetAudience },
    });
    const review = await admin.get(`/api/admin/submissions/${sent.body.id}`);
    expect(review.body.live.translations.hi).toEqual({
      description: hindi.description,
      targetAudience: hindi.targetAudience,
    });
    expect((await decide(admin, sent.body.id)).status).toBe(200);
    const after = await listingRow(listingId);
    expect(after?.translations).toEqual({
      ar: expect.objectContaining({ longDescription: arabic.description }),
      hi: { shortDesc: newHindi.description, longDescription: newHindi.description },
    });
  });

  it("store nothing for a language left empty, and refuse bad input by field, writing nothing", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const blank = await vendor.post("/api/tool-submissions", {
      ...form,
      translations: { ar: { description: "   ", features: [] }, hi: {} },
    });
    expect(blank.status).toBe(201);
    const [row] = await t.db
      .select({ translations: toolSubmissions.translations })
      .from(toolSubmissions)
      .where(eq(toolSubmissions.id, blank.body.id));
    expect(row?.translations).toEqual({});

    const before = await t.db.$count(toolSubmissions);
    const cases: [unknown, string][] = [
      [{ fr: { description: "Bonjour" } }, "translations.fr"],
      [{ ar: { shortDesc: "نص" } }, "translations.ar.shortDesc"],
      [
        { ar: { description: "ن".repeat(LEADS_LIMITS.description + 1) } },
        "translations.ar.description",
      ],
      [{ hi: { features: ["x".repeat(LEADS_LIMITS.listItem + 1)] } }, "translations.hi.features.0"],
      ["العربية", "translations"],
    ];
    for (const [translations, field] of cases) {
      const res = await vendor.post("/api/tool-submissions", { ...form, translations });
      expectError(res, 400);
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
    expect(await t.db.$count(toolSubmissions)).toBe(before);
  });
});
