import type { AdminSubmissionDetail } from "@app/shared/review";
import { describe, expect, it } from "vitest";
import { changedFields } from "./changed-fields";

const fields = {
  name: "Souq Helper",
  description: "Answers shoppers.",
  category: "Customer Service",
  pricingModel: "Freemium",
  websiteUrl: "https://souq.example",
  features: ["Chat", "Orders"],
  integrations: [],
  targetAudience: null,
  caseStudies: null,
  translations: { ar: { description: "يجيب المتسوقين.", features: ["محادثة"] } },
} as const;

const revision = (changes: object, live: object | null = fields) =>
  ({
    ...fields,
    features: [...fields.features],
    integrations: [],
    ...changes,
    live: live ? { ...live, slug: "souq-helper" } : null,
  }) as unknown as AdminSubmissionDetail;

describe("changedFields", () => {
  it("names only the fields that differ from the live listing", () => {
    expect([...changedFields(revision({}))]).toEqual([]);
    expect([...changedFields(revision({ description: "New text.", features: ["Chat"] }))]).toEqual([
      "description",
      "features",
    ]);
  });

  it("reads an empty optional text as none, and a new tool as no change", () => {
    expect([...changedFields(revision({ targetAudience: "" }))]).toEqual([]);
    expect([...changedFields(revision({ name: "Other" }, null))]).toEqual([]);
  });

  it("compares the Arabic and Hindi texts as a whole, whatever the order of their keys", () => {
    const reordered = { ar: { features: ["محادثة"], description: "يجيب المتسوقين." } };
    expect([...changedFields(revision({ translations: reordered }))]).toEqual([]);
    const hindi = { ...fields.translations, hi: { description: "खरीदारों को जवाब देता है।" } };
    expect([...changedFields(revision({ translations: hindi }))]).toEqual(["translations"]);
  });
});

describe("changedFields on plans and facts", () => {
  const plan = {
    name: "Team",
    billing: "monthly",
    amount: 49,
    currency: "AED",
    taxIncluded: false,
    maxUsers: null,
  };
  const hosting = { kind: "hosting", value: "uae", evidenceUrl: "https://souq.example/trust" };
  const gdpr = { kind: "compliance", value: "gdpr", evidenceUrl: "https://souq.example/dpa" };
  const live = {
    ...fields,
    pricePlans: [plan],
    freeTier: false,
    freeTrialDays: 14,
    regionalFacts: [hosting, gdpr],
  };
  const same = { pricePlans: [{ ...plan }], freeTier: false, freeTrialDays: 14 };

  it("sees a changed amount, trial or evidence, not facts chosen in another order", () => {
    expect([...changedFields(revision({ ...same, regionalFacts: [gdpr, hosting] }, live))]).toEqual(
      [],
    );
    const changes = {
      pricePlans: [{ ...plan, amount: 59 }],
      freeTier: false,
      freeTrialDays: null,
      regionalFacts: [{ ...hosting, evidenceUrl: "https://souq.example/hosting" }, gdpr],
    };
    expect([...changedFields(revision(changes, live))]).toEqual([
      "pricePlans",
      "freeTrialDays",
      "regionalFacts",
    ]);
  });
});

describe("changedFields on the vendor facts", () => {
  const live = {
    ...fields,
    implementationTime: { min: 1, max: 2, unit: "weeks" },
    support: { level: "chat", hours: "24_7", timeZone: null },
    languagesSupported: ["ar", "en"],
  };

  it("sees a changed range, support or language, not languages ticked in another order", () => {
    const same = {
      implementationTime: { unit: "weeks", max: 2, min: 1 },
      support: { ...live.support },
      languagesSupported: ["en", "ar"],
    };
    expect([...changedFields(revision(same, live))]).toEqual([]);
    const changes = {
      implementationTime: { min: 1, max: 3, unit: "weeks" },
      support: null,
      languagesSupported: ["ar", "en", "hi"],
    };
    expect([...changedFields(revision(changes, live))]).toEqual([
      "implementationTime",
      "support",
      "languagesSupported",
    ]);
  });
});
