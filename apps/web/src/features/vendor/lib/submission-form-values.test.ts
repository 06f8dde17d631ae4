import { toolSubmissionInputSchema } from "@app/shared/leads";
import type { SubmissionDetail } from "@app/shared/review";
import { describe, expect, it } from "vitest";
import { toToolSubmissionBody } from "@/features/leads/lib/tool-submission-form";
import { submissionFormValues } from "./submission-form-values";

const detail: SubmissionDetail = {
  id: "6f1c2b1e-8d4a-4c57-9a55-0b8e2d7f1a10",
  name: "Souq Helper",
  category: "Customer Service",
  pricingModel: "Freemium",
  submitterName: "Omar Nasser",
  submitterEmail: "omar@vendor.example.com",
  submitterCompany: "Nakhla Labs",
  status: "changes_requested",
  revisionOf: null,
  createdAt: "2026-01-05T10:00:00.000Z",
  description: "Answers shoppers in Arabic and English.",
  websiteUrl: "https://souq-helper.example.com",
  features: ["Orders, returns and refunds", "WhatsApp inbox"],
  targetAudience: null,
  caseStudies: "A Dubai retailer.",
  integrations: ["Shopify"],
  translations: {
    ar: { description: "يجيب المتسوقين بالعربية.", features: ["الطلبات، والإرجاع", "واتساب"] },
  },
  pricePlans: [
    {
      name: "Team",
      billing: "per_seat",
      amount: 12.5,
      currency: "AED",
      taxIncluded: false,
      maxUsers: 50,
      usage: null,
    },
    {
      name: "Enterprise",
      billing: "custom",
      amount: null,
      currency: "USD",
      taxIncluded: false,
      maxUsers: null,
      usage: null,
    },
  ],
  freeTier: true,
  freeTrialDays: 14,
  regionalFacts: [
    { kind: "hosting", value: "uae", evidenceUrl: "https://souq-helper.example.com/trust" },
  ],
  implementationTime: { min: 1, max: 2, unit: "weeks" },
  support: { level: "chat_email", hours: null, timeZone: "Asia/Riyadh" },
  languagesSupported: ["ar", "en"],
  language: "ar",
  submitterUserId: "user-1",
  reviewerNotes: "Add a pricing link.",
  reviewedBy: "admin-1",
  reviewedAt: "2026-01-06T10:00:00.000Z",
  catalogSolutionId: null,
  updatedAt: "2026-01-06T10:00:00.000Z",
};

describe("submissionFormValues", () => {
  it("fills the form so that sending it unchanged gives back what the vendor sent", () => {
    const values = submissionFormValues(detail);
    expect(values.agreeToTerms).toBe(false);
    expect(values.targetAudience).toBe("");
    expect(toToolSubmissionBody({ ...values, agreeToTerms: true })).toMatchObject({
      name: detail.name,
      description: detail.description,
      category: detail.category,
      pricingModel: detail.pricingModel,
      websiteUrl: detail.websiteUrl,
      submitterCompany: detail.submitterCompany,
      // A comma inside an item stays in it: one item per line.
      features: detail.features,
      integrations: detail.integrations,
      caseStudies: detail.caseStudies,
      targetAudience: "",
      nickname: undefined,
      translations: {
        // A comma inside an item stays in it here too.
        ar: {
          description: detail.translations.ar?.description,
          features: detail.translations.ar?.features,
        },
        hi: { description: "", features: [] },
      },
      freeTier: true,
      freeTrialDays: "14",
      regionalFacts: detail.regionalFacts,
    });
  });

  it("gives back the plans as the shared schema reads them: amounts and limits, or none", () => {
    const body = toToolSubmissionBody({ ...submissionFormValues(detail), agreeToTerms: true });
    const parsed = toolSubmissionInputSchema.parse({ ...body, language: "ar" });
    expect(parsed.pricePlans).toEqual(detail.pricePlans);
    expect(parsed.freeTrialDays).toBe(14);
    expect(parsed.regionalFacts).toEqual(detail.regionalFacts);
  });

  it("gives back the vendor facts as the shared schema reads them", () => {
    const values = submissionFormValues(detail);
    expect(values.implementationTime).toEqual({ min: "1", max: "2", unit: "weeks" });
    expect(values.support).toEqual({ level: "chat_email", hours: "", timeZone: "Asia/Riyadh" });
    const body = toToolSubmissionBody({ ...values, agreeToTerms: true });
    const parsed = toolSubmissionInputSchema.parse({ ...body, language: "ar" });
    expect(parsed.implementationTime).toEqual(detail.implementationTime);
    expect(parsed.support).toEqual(detail.support);
    expect(parsed.languagesSupported).toEqual(detail.languagesSupported);
  });

  it("leaves out a language name an older listing holds, and sends no facts when none are set", () => {
    const values = submissionFormValues({
      ...detail,
      implementationTime: null,
      support: null,
      languagesSupported: ["ar", "Klingon"],
    });
    expect(values.languagesSupported).toEqual(["ar"]);
    const body = toToolSubmissionBody({ ...values, agreeToTerms: true });
    expect(body).toMatchObject({ implementationTime: null, support: null });
    expect(toolSubmissionInputSchema.safeParse({ ...body, language: "ar" }).success).toBe(true);
  });

  it("sends one number as a fixed time, and a unit without a number for the schema to refuse", () => {
    const values = submissionFormValues(detail);
    const fixed = toToolSubmissionBody({
      ...values,
      implementationTime: { min: "3", max: "", unit: "days" },
    });
    expect(fixed.implementationTime).toEqual({ min: 3, max: 3, unit: "days" });
    const unitOnly = toToolSubmissionBody({
      ...values,
      agreeToTerms: true,
      implementationTime: { min: "", max: "", unit: "days" },
    });
    const refused = toolSubmissionInputSchema.safeParse({ ...unitOnly, language: "ar" });
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "implementationTime.min",
    ]);
  });
});
