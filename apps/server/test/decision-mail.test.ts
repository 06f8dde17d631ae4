import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../src/db/schema/email.ts";
import { type Browser, signedInAdmin } from "./accounts.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

/** A submission whose every text field is words an abuser would want delivered to a stranger. */
const form = {
  name: "Cheap Pills Online",
  description: "Visit https://spam.example for cheap pills, limited offer, write to us today.",
  category: "Customer Service",
  pricingModel: "Monthly Subscription",
  websiteUrl: "https://spam.example",
  submitterName: "Buy Now At Spam Example",
  submitterEmail: "stranger@victim.example.com",
  submitterCompany: "Spam Example Ltd",
  features: ["Pills"],
  targetAudience: "Everyone",
  agreeToTerms: true,
  language: "en",
};
const WORDS = [form.name, form.submitterName, "spam.example", "pills"];
const REASON = "We do not list Cheap Pills Online: see spam.example.";

async function decideOne(submitter: Browser, step: "reject" | "request-changes") {
  const res = await submitter.post("/api/tool-submissions", form);
  expect(res.status).toBe(201);
  const admin = await signedInAdmin(t);
  const decided = await admin.post(`/api/admin/submissions/${res.body.id}/${step}`, {
    reason: REASON,
  });
  expect(decided.status).toBe(200);
}

const mailsTo = (address: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe("decision e-mails carry the submitter's words only to a confirmed address", () => {
  for (const step of ["reject", "request-changes"] as const) {
    it(`${step}: an unconfirmed submitter's typed address gets a notice without their words`, async () => {
      const vendor = await signedUp(t, { role: "vendor" }, { confirmEmail: false });
      await decideOne(vendor, step);
      const mails = await mailsTo(form.submitterEmail);
      // The typed address also had the submission's confirmation, which repeats none of it either.
      const decision = mails.filter((m) => m.template !== "submission-confirmation");
      expect(decision).toHaveLength(1);
      const [mail] = decision;
      expect(mail?.subject).toBe("News about your AI tool submission to VettedAI");
      expect(mail?.text).toContain("Sign in to read it.");
      expect(mail?.text).toContain("http://localhost:3000/dashboard/vendor");
      for (const text of [mail?.subject, mail?.text, mail?.html]) {
        for (const word of [...WORDS, REASON])
          expect(text?.toLowerCase()).not.toContain(word.toLowerCase());
      }
    });
  }

  it("an anonymous submitter's typed address gets the same notice", async () => {
    await decideOne(client(t), "reject");
    const [mail] = (await mailsTo(form.submitterEmail)).filter(
      (m) => m.template === "submission-rejected",
    );
    expect(mail?.text).toContain("Sign in to read it.");
    expect(mail?.text).not.toContain(form.name);
  });

  it("a confirmed submitter gets the full decision at their account's address, the typed one none", async () => {
    const vendor = await signedUp(t, { role: "vendor" });
    const own = (await vendor.get("/api/me")).body.profile.email as string;
    await decideOne(vendor, "reject");
    const [mail] = (await mailsTo(own)).filter((m) => m.template === "submission-rejected");
    expect(mail?.subject).toBe(`Your AI tool was not approved: ${form.name}`);
    expect(mail?.text).toContain(`Hello ${form.submitterName},`);
    expect(mail?.text).toContain(`Reason: ${REASON}`);
    const typed = await mailsTo(form.submitterEmail);
    expect(typed.filter((m) => m.template === "submission-rejected")).toEqual([]);
  });
});
