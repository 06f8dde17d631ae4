import type { AdminListing } from "@app/shared/content";
import { describe, expect, it } from "vitest";
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
  supportLevel: null,
  freeTrial: false,
  translations: { ar: { shortDesc: "يجيب المتسوقين.", features: ["الطلبات، والإرجاع", "واتساب"] } },
  vendorName: null,
} satisfies AdminListing;

describe("the listing edit form's Arabic and Hindi texts", () => {
  it("sends back what it was filled with, a comma inside a list item kept in it", () => {
    const result = bodyOf(formOf(listing));
    expect(result.ok && result.body.translations).toEqual(listing.translations);
  });

  it("sends only the languages and fields written", () => {
    const form = formOf(listing);
    form.translations.ar = { ...form.translations.ar, shortDesc: "  ", features: "" };
    form.translations.hi = { ...form.translations.hi, targetAudience: "दुकानें" };
    const result = bodyOf(form);
    expect(result.ok && result.body.translations).toEqual({ hi: { targetAudience: "दुकानें" } });
  });

  it("names a bad translated field by language and field, as the inputs are named", () => {
    const form = formOf(listing);
    form.translations.hi = { ...form.translations.hi, shortDesc: "क".repeat(500) };
    const result = bodyOf(form);
    expect(result.ok ? null : [...result.invalid]).toEqual(["hi.shortDesc"]);
    expect(invalidName(["translations", "ar", "features", 2])).toBe("ar.features");
    expect(invalidName(["name"])).toBe("name");
  });
});
