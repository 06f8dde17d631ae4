import type { AdminListing } from "@app/shared/content";
import { describe, expect, it } from "vitest";
import { emptyPlan } from "@/lib/price-plan-values";
import { bodyOf, formOf, invalidName } from "./content-edit-fields";

const listing = {
  id: "6f1c2b1e-8d4a-4c57-9a55-0b8e2d7f1a10",
  slug: "souq-helper",
  name: "Souq Helper",
  category: "Customer Service",
  status: "published",
  featured: false,
  verified: true,
  rating: 4.5,
  reviewsCount: 3,
  vendorEmail: null,
  updatedAt: "2026-01-06T10:00:00.000Z",
  shortDesc: "Answers shoppers.",
  longDescription: null,
  pricing: null,
  pricingModel: "Freemium",
  websiteUrl: null,
  demoUrl: null,
  industryTags: [],
  features: [],
  integrations: [],
  caseStudies: [],
  languagesSupported: [],
  targetAudience: null,
  implementationTime: null,
  support: null,
  freeTrial: false,
  translations: { ar: { shortDesc: "يجيب المتسوقين.", features: ["الطلبات، والإرجاع", "واتساب"] } },
  pricePlans: [
    {
      name: "Team",
      billing: "per_seat",
      amount: 12.5,
      currency: "AED",
      taxIncluded: true,
      maxUsers: 50,
      usage: null,
    },
  ],
  freeTier: false,
  freeTrialDays: null,
  regionalFacts: [
    {
      kind: "hosting",
      value: "uae",
      evidenceUrl: "https://souq.example.com/trust",
      declaredAt: "2026-01-06T10:00:00.000Z",
      verifiedAt: "2026-01-07T10:00:00.000Z",
    },
  ],
  vendorName: null,
} satisfies AdminListing;

describe("the listing edit form's Arabic and Hindi texts", () => {
  it("sends back what it was filled with, a comma inside a list item kept in it", () => {
    const result = bodyOf(formOf(listing), listing);
    expect(result.ok && result.body.translations).toEqual(listing.translations);
  });

  it("sends only the languages and fields written", () => {
    const form = formOf(listing);
    form.translations.ar = { ...form.translations.ar, shortDesc: "  ", features: "" };
    form.translations.hi = { ...form.translations.hi, targetAudience: "दुकानें" };
    const result = bodyOf(form, listing);
    expect(result.ok && result.body.translations).toEqual({ hi: { targetAudience: "दुकानें" } });
  });

  it("names a bad translated field by language and field, as the inputs are named", () => {
    const form = formOf(listing);
    form.translations.hi = { ...form.translations.hi, shortDesc: "क".repeat(500) };
    const result = bodyOf(form, listing);
    expect(result.ok ? null : [...result.invalid]).toEqual(["hi.shortDesc"]);
    expect(invalidName(["translations", "ar", "features", 2])).toBe("ar.features");
    expect(invalidName(["name"])).toBe("name");
  });
});

describe("the listing edit form's plans, trial and facts", () => {
  it("sends the plans and facts back as filled, without a verification, and no unchanged trial", () => {
    const result = bodyOf(formOf(listing), listing);
    expect(result.ok && result.body).toMatchObject({
      // As typed: the server's schema reads the numbers.
      pricePlans: [{ ...listing.pricePlans[0], amount: "12.5", maxUsers: "50" }],
      freeTier: false,
      regionalFacts: [
        { kind: "hosting", value: "uae", evidenceUrl: "https://souq.example.com/trust" },
      ],
    });
    expect(result.ok && result.body.regionalFacts?.[0]).not.toHaveProperty("verifiedAt");
    expect(result.ok && "freeTrialDays" in result.body).toBe(false);
  });

  it("sends trial days once changed, empty as none", () => {
    const form = { ...formOf(listing), freeTrialDays: "30" };
    const days = bodyOf(form, listing);
    expect(days.ok && days.body.freeTrialDays).toBe("30");
    const none = bodyOf({ ...form, freeTrialDays: "" }, { freeTrialDays: 14 });
    expect(none.ok && none.body.freeTrialDays).toBeNull();
  });

  it("names a bad plan or fact by its row and field", () => {
    const form = formOf(listing);
    form.pricePlans = [...form.pricePlans, { ...emptyPlan, name: "Yearly", billing: "yearly" }];
    form.regionalFacts = [{ kind: "compliance", value: "gdpr", evidenceUrl: "not a link" }];
    const result = bodyOf(form, listing);
    expect(result.ok ? null : [...result.invalid].sort()).toEqual([
      "pricePlans.1.amount",
      "regionalFacts.0.evidenceUrl",
    ]);
  });
});

describe("the listing edit form's vendor facts", () => {
  it("sends implementation time, support and languages as values", () => {
    const form = formOf(listing);
    form.implementationTime = { min: "1", max: "", unit: "weeks" };
    form.support = { level: "chat_email", hours: "24_7", timeZone: "Asia/Dubai" };
    form.languagesSupported = ["ar", "en"];
    const result = bodyOf(form, listing);
    expect(result.ok && result.body).toMatchObject({
      implementationTime: { min: 1, max: 1, unit: "weeks" },
      support: { level: "chat_email", hours: "24_7", timeZone: "Asia/Dubai" },
      languagesSupported: ["ar", "en"],
    });
  });

  it("sends null for what is left empty and refuses a range without a unit or upside down", () => {
    const empty = bodyOf(formOf(listing), listing);
    expect(empty.ok && empty.body).toMatchObject({ implementationTime: null, support: null });
    const form = formOf(listing);
    form.implementationTime = { min: "3", max: "1", unit: "days" };
    expect(bodyOf(form, listing)).toEqual({ ok: false, invalid: new Set(["implementationTime"]) });
    form.implementationTime = { min: "2", max: "", unit: "" };
    expect(bodyOf(form, listing)).toEqual({ ok: false, invalid: new Set(["implementationTime"]) });
  });
});
