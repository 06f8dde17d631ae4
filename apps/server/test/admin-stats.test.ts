import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { solutionsCatalog } from "../src/db/schema/catalog.ts";
import { signedInAdmin } from "./accounts.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const submission = {
  name: "Souq Helper",
  description: "Answers shoppers in Arabic and English, looks up orders and hands over to staff.",
  category: "Customer Service",
  pricingModel: "Monthly Subscription",
  websiteUrl: "https://souq-helper.example.com",
  submitterName: "Omar Nasser",
  submitterEmail: "omar@vendor.example.com",
  submitterCompany: "Nakhla Labs",
  features: ["WhatsApp inbox"],
  integrations: [],
  agreeToTerms: true,
  language: "en",
};

const consultation = {
  name: "Layla Haddad",
  email: "layla@example.com",
  phone: "+971 50 123 4567",
  company: "Haddad Trading",
  industry: "retail",
  details: "We want a WhatsApp assistant for orders.",
  language: "en",
};

describe("GET /api/admin/stats", () => {
  it("answers a visitor 401 and a business or vendor account 403, in the error shape", async () => {
    const visitor = await client(t).get("/api/admin/stats");
    expect(visitor.status).toBe(401);
    expect(typeof visitor.body.error?.code).toBe("string");
    for (const role of ["business", "vendor"]) {
      const res = await (await signedUp(t, { role })).get("/api/admin/stats");
      expect(res.status).toBe(403);
      expect(typeof res.body.error?.code).toBe("string");
      expect(res.body).not.toHaveProperty("totalUsers");
    }
  });

  it("counts users, published tools, consultations and pending submissions live", async () => {
    const admin = await signedInAdmin(t);
    const before = (await admin.get("/api/admin/stats")).body;
    const [published] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(solutionsCatalog)
      .where(eq(solutionsCatalog.status, "published"));
    expect(before).toEqual({
      totalUsers: 1,
      toolsListed: published?.n,
      consultations: 0,
      pendingSubmissions: 0,
    });

    const vendor = await signedUp(t, { role: "vendor" });
    await signedUp(t);
    const first = (await vendor.post("/api/tool-submissions", submission)).body.id;
    await vendor.post("/api/tool-submissions", { ...submission, name: "Souq Helper Two" });
    expect((await client(t).post("/api/consultations", consultation)).status).toBe(201);

    let now = (await admin.get("/api/admin/stats")).body;
    expect(now).toEqual({ ...before, totalUsers: 3, consultations: 1, pendingSubmissions: 2 });

    // Approving lists the tool and leaves the queue; a hidden listing is not counted.
    const approved = await admin.post(`/api/admin/submissions/${first}/approve`, {});
    expect(approved.status).toBe(200);
    now = (await admin.get("/api/admin/stats")).body;
    expect(now.toolsListed).toBe(before.toolsListed + 1);
    expect(now.pendingSubmissions).toBe(1);
    await t.db
      .update(solutionsCatalog)
      .set({ status: "hidden" })
      .where(eq(solutionsCatalog.slug, approved.body.liveSlug));
    now = (await admin.get("/api/admin/stats")).body;
    expect(now.toolsListed).toBe(before.toolsListed);
  });
});
