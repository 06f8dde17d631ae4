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
