import { type AdminListing, type ListingEdit, listingFieldsSchema } from "@app/shared/content";

/** The edit form's state: every field as the control holds it (lists as one item per line). */
export type ListingForm = {
  name: string;
  category: string;
  shortDesc: string;
  longDescription: string;
  pricing: string;
  pricingModel: string;
  websiteUrl: string;
  demoUrl: string;
  industryTags: string[];
  features: string;
  integrations: string;
  caseStudies: string;
  languagesSupported: string;
  targetAudience: string;
  implementationTime: string;
  supportLevel: string;
  freeTrial: boolean;
};

export const TEXT_FIELDS = [
  "name",
  "shortDesc",
  "pricing",
  "websiteUrl",
  "demoUrl",
  "implementationTime",
  "supportLevel",
] as const;
export const LONG_FIELDS = ["longDescription", "targetAudience"] as const;
export const LIST_FIELDS = [
  "features",
  "integrations",
  "caseStudies",
  "languagesSupported",
] as const;

const lines = (items: string[]) => items.join("\n");
const unlines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export function formOf(listing: AdminListing): ListingForm {
  return {
    name: listing.name,
    category: listing.category,
    shortDesc: listing.shortDesc,
    longDescription: listing.longDescription ?? "",
    pricing: listing.pricing ?? "",
    pricingModel: listing.pricingModel,
    websiteUrl: listing.websiteUrl ?? "",
    demoUrl: listing.demoUrl ?? "",
    industryTags: listing.industryTags,
    features: lines(listing.features),
    integrations: lines(listing.integrations),
    caseStudies: lines(listing.caseStudies),
    languagesSupported: lines(listing.languagesSupported),
    targetAudience: listing.targetAudience ?? "",
    implementationTime: listing.implementationTime ?? "",
    supportLevel: listing.supportLevel ?? "",
    freeTrial: listing.freeTrial,
  };
}

/**
 * The form as the PATCH body, checked with the server's own schema first: either the body, or
 * the names of the fields to fix.
 */
export function bodyOf(
  form: ListingForm,
): { ok: true; body: ListingEdit } | { ok: false; invalid: Set<string> } {
  const body = {
    ...form,
    features: unlines(form.features),
    integrations: unlines(form.integrations),
    caseStudies: unlines(form.caseStudies),
    languagesSupported: unlines(form.languagesSupported),
  };
  const parsed = listingFieldsSchema.safeParse(body);
  if (parsed.success) return { ok: true, body: body as ListingEdit };
  return { ok: false, invalid: new Set(parsed.error.issues.map((issue) => String(issue.path[0]))) };
}
