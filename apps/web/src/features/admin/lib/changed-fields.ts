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
  "translations",
  "pricePlans",
  "freeTier",
  "freeTrialDays",
  "regionalFacts",
  "implementationTime",
  "support",
  "languagesSupported",
] as const satisfies readonly ListingField[];

/** Fields of objects, compared as a whole (a plan's or a fact's every part counts). */
const WHOLE = new Set<ListingField>(["translations", "pricePlans"]);
/** Values of one object each, or none: implementation time and support. */
const VALUES = new Set<ListingField>(["implementationTime", "support"]);

/** Languages are a set: ticked in another order, they are the same. */
const languageKeys = (codes: readonly string[] | undefined) => [...(codes ?? [])].sort();

/** The declared facts in one order: choosing them in another order changes nothing. */
const factKeys = (facts: ListingFields["regionalFacts"] | undefined) =>
  (facts ?? []).map((fact) => `${fact.kind}:${fact.value} ${fact.evidenceUrl}`).sort();

/** The Arabic and Hindi texts, with their keys in one order, to compare as a whole. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const same = (
  field: ListingField,
  a: ListingFields[ListingField],
  b: ListingFields[ListingField],
) => {
  if (WHOLE.has(field)) return canonical(a ?? []) === canonical(b ?? []);
  if (VALUES.has(field)) return canonical(a ?? null) === canonical(b ?? null);
  if (field === "languagesSupported")
    return (
      canonical(languageKeys(a as ListingFields["languagesSupported"])) ===
      canonical(languageKeys(b as ListingFields["languagesSupported"]))
    );
  if (field === "regionalFacts")
    return (
      canonical(factKeys(a as ListingFields["regionalFacts"])) ===
      canonical(factKeys(b as ListingFields["regionalFacts"]))
    );
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return (a ?? "") === (b ?? "");
};

/** The fields a revision changes compared with the live listing; empty for a new tool. */
export function changedFields(submission: AdminSubmissionDetail): Set<ListingField> {
  const { live } = submission;
  if (!live) return new Set();
  return new Set(FIELDS.filter((field) => !same(field, submission[field], live[field])));
}
