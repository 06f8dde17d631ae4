import { beforeEach, describe, expect, it } from "vitest";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
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
  language: "ar",
};

describe("GET /api/vendor/submissions/{id}", () => {
  it("gives the owner every field it sent; others get 401, 403 or 404", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const created = await vendor.post("/api/tool-submissions", form);
    expect(created.status).toBe(201);
    const path = `/api/vendor/submissions/${created.body.id}`;

    const own = await vendor.get(path);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: created.body.id,
      status: "pending",
      name: form.name,
      description: form.description,
      websiteUrl: form.websiteUrl,
      features: form.features,
      integrations: form.integrations,
      targetAudience: form.targetAudience,
      caseStudies: form.caseStudies,
      submitterCompany: form.submitterCompany,
      language: "ar",
      reviewerNotes: null,
    });
    expect(own.body).not.toHaveProperty("idempotencyKey");

    expect((await client(t).get(path)).status).toBe(401);
    expect((await (await signedUp(t)).get(path)).status).toBe(403);
    const otherVendor = await signedUp(t, { role: "vendor" });
    const notTheirs = await otherVendor.get(path);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.error.code).toBeTypeOf("string");
  });
});
