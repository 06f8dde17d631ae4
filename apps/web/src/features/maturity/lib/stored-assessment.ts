import {
  maturityInputSchema,
  maturityResultSchema,
  savedMaturityAssessmentSchema,
} from "@app/shared/maturity";
import { z } from "zod";
import { readStorage, writeStorage } from "@/lib/storage";

const KEY = "maturity-assessment";

/**
 * The visitor's last assessment, kept in this browser: a reload or a visit to sign in does not
 * lose it, the consultation form can attach it, and a later save knows it was saved already.
 */
const storedAssessmentSchema = z.object({
  input: maturityInputSchema,
  result: maturityResultSchema,
  takenAt: z.string(),
  /**
   * Set once the result is saved to an account: whose (a browser may be shared), the saved one and
   * the one before it.
   */
  saved: z
    .object({
      userId: z.string(),
      assessment: savedMaturityAssessmentSchema,
      previous: savedMaturityAssessmentSchema.nullable(),
    })
    .nullable(),
});
export type StoredAssessment = z.infer<typeof storedAssessmentSchema>;
export type SavedHere = NonNullable<StoredAssessment["saved"]>;

export function readStoredAssessment(): StoredAssessment | null {
  const text = readStorage(KEY);
  if (!text) return null;
  try {
    const parsed = storedAssessmentSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredAssessment(value: StoredAssessment): void {
  writeStorage(KEY, JSON.stringify(value));
}
