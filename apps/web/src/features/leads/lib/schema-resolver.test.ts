import { LEADS_LIMITS, toolSubmissionInputSchema } from "@app/shared/leads";
import { describe, expect, it } from "vitest";
import { schemaResolver } from "./schema-resolver";
import { emptyToolSubmission, toToolSubmissionBody } from "./tool-submission-form";

const resolve = schemaResolver(toolSubmissionInputSchema, toToolSubmissionBody);
const options = { fields: {}, shouldUseNativeValidation: false } as const;

const complete = {
  ...emptyToolSubmission,
  name: " HelpBot ",
  description: "Answers customer questions.",
  category: "Customer Service",
  pricingModel: "Freemium",
  websiteUrl: "https://helpbot.example",
  submitterName: "Ada",
  submitterEmail: "ADA@Example.com",
  submitterCompany: "Bots Ltd",
  features: "Chat\nTickets",
  integrations: "Slack, Zendesk",
  agreeToTerms: true,
};

describe("schemaResolver with the tool submission schema", () => {
  it("turns valid form values into the request body", async () => {
    const result = await resolve(complete, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      name: "HelpBot",
      submitterEmail: "ada@example.com",
      features: ["Chat", "Tickets"],
      integrations: ["Slack", "Zendesk"],
      agreeToTerms: true,
    });
  });

  it("reports each missing or wrong field once, by its form name", async () => {
    const result = await resolve(
      { ...complete, name: "", websiteUrl: "ftp://x.example", agreeToTerms: false, category: "" },
      undefined,
      options,
    );
    expect(Object.keys(result.errors).sort()).toEqual([
      "agreeToTerms",
      "category",
      "name",
      "websiteUrl",
    ]);
  });

  it("reports a too-long list item on the list field", async () => {
    const result = await resolve({ ...complete, features: "x".repeat(201) }, undefined, options);
    expect(Object.keys(result.errors)).toEqual(["features"]);
  });

  it("sends the Arabic and Hindi texts, leaving out a language left empty", async () => {
    const translations = {
      ...emptyToolSubmission.translations,
      ar: {
        description: " يجيب العملاء ",
        features: "محادثة\nتذاكر",
        targetAudience: "",
        caseStudies: "",
      },
    };
    const result = await resolve({ ...complete, translations }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      translations: { ar: { description: "يجيب العملاء", features: ["محادثة", "تذاكر"] } },
    });
    expect((result.values as { translations: object }).translations).not.toHaveProperty("hi");
  });

  it("reports a too-long translated text on its own field, not on the group", async () => {
    const hi = {
      ...emptyToolSubmission.translations.hi,
      description: "क".repeat(LEADS_LIMITS.description + 1),
    };
    const result = await resolve(
      { ...complete, translations: { ...emptyToolSubmission.translations, hi } },
      undefined,
      options,
    );
    expect(result.errors).toEqual({
      translations: { hi: { description: expect.objectContaining({ type: "too_big" }) } },
    });
  });
});

describe("schemaResolver with price plans and regional facts", () => {
  const plan = {
    name: "Team",
    billing: "monthly" as const,
    amount: "49",
    currency: "AED" as const,
    taxIncluded: false,
    maxUsers: "",
    usageQuantity: "1",
    usageUnit: "call" as const,
  };
  const fact = { kind: "hosting" as const, value: "uae", evidenceUrl: "https://x.example/trust" };

  it("sends the plans as numbers, a custom quote without the amount it hides", async () => {
    const result = await resolve(
      {
        ...complete,
        pricePlans: [plan, { ...plan, name: "Enterprise", billing: "custom", amount: "12" }],
        freeTrialDays: "14",
        regionalFacts: [fact],
      },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      pricePlans: [
        { name: "Team", amount: 49, maxUsers: null },
        { name: "Enterprise", billing: "custom", amount: null },
      ],
      freeTrialDays: 14,
      regionalFacts: [fact],
    });
  });

  it("reports a plan's or a fact's problem on its own field in its row", async () => {
    const result = await resolve(
      {
        ...complete,
        pricePlans: [plan, { ...plan, amount: "" }],
        regionalFacts: [fact, { kind: "compliance", value: "gdpr", evidenceUrl: "" }],
      },
      undefined,
      options,
    );
    expect(result.errors).toEqual({
      pricePlans: { 1: { amount: expect.objectContaining({ type: "custom" }) } },
      regionalFacts: {
        1: { evidenceUrl: expect.objectContaining({ message: expect.any(String) }) },
      },
    });
  });
});
