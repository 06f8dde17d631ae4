import { z } from "zod";
import { FACT_KIND_NAMES, FACT_LIMITS, type FactKind, isFactValue } from "./fact-vocabulary.ts";

/**
 * The regional facts' schemas: what vendors declare, what listings show, what an admin's
 * verification sends. The vocabulary, without zod, is in fact-vocabulary.ts (the pages import
 * that, so zod stays out of their first script).
 */
export * from "./fact-vocabulary.ts";

const evidenceUrl = z
  .string()
  .trim()
  .max(FACT_LIMITS.evidenceUrl)
  .pipe(z.url({ protocol: /^https?$/, error: "Link the evidence: http:// or https://" }));

const factKind = z.enum(FACT_KIND_NAMES as [FactKind, ...FactKind[]]);

/** One declared fact as a vendor sends it: never a verification, which only an admin gives. */
export const factInputSchema = z
  .strictObject({ kind: factKind, value: z.string().trim().max(40), evidenceUrl })
  .refine((fact) => isFactValue(fact.kind, fact.value), {
    path: ["value"],
    message: "Not one of this fact's values.",
  });
export type FactInput = z.output<typeof factInputSchema>;

/** A listing's declared facts, each kind and value once (no default: an edit's field). */
export const declaredFactsSchema = z
  .array(factInputSchema)
  .max(FACT_LIMITS.facts)
  .superRefine((facts, ctx) => {
    const seen = new Set<string>();
    facts.forEach((fact, index) => {
      const key = `${fact.kind}:${fact.value}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: "custom", path: [index, "value"], message: "Declared twice." });
      }
      seen.add(key);
    });
  });

/** A submission's declared facts: none when left out. */
export const factsInputSchema = declaredFactsSchema.default([]);

/** A fact as a listing keeps and shows it: declared on a day, verified by an admin or not. */
export const listingFactSchema = z.object({
  kind: factKind,
  value: z.string(),
  evidenceUrl: z.string(),
  declaredAt: z.string(),
  verifiedAt: z.string().nullable(),
});

/** PUT /api/admin/listings/{id}/facts/verification: mark one declared fact verified or not. */
export const factVerificationSchema = z.strictObject({
  kind: factKind,
  value: z.string().min(1).max(40),
  verified: z.boolean(),
});
export type FactVerification = z.infer<typeof factVerificationSchema>;
