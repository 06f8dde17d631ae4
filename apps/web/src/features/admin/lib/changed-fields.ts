import type { AdminSubmissionDetail, ListingFields } from "@app/shared/review";

export type ListingField = keyof ListingFields;

const FIELDS = [
  "name",
  "description",
  "category",
  "pricingModel",
  "websiteUrl",
  "features",
  "integrations",
  "targetAudience",
  "caseStudies",
] as const satisfies readonly ListingField[];

const same = (a: ListingFields[ListingField], b: ListingFields[ListingField]) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, i) => item === b[i])
    : (a ?? "") === (b ?? "");

/** The fields a revision changes compared with the live listing; empty for a new tool. */
export function changedFields(submission: AdminSubmissionDetail): Set<ListingField> {
  const { live } = submission;
  if (!live) return new Set();
  return new Set(FIELDS.filter((field) => !same(submission[field], live[field])));
}
