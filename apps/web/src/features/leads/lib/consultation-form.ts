import type { SlotChoice } from "@app/shared/consultation-slots";
import type { ConsultationInput, consultationInputSchema } from "@app/shared/leads";

/** The validated, normalised body, before the language is added. */
export type ConsultationBody = ReturnType<typeof consultationInputSchema.parse>;

/** What the consultation form holds; an empty industry means none was chosen. */
export interface ConsultationFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  industry: string;
  details: string;
  /** Honeypot: hidden from people, so only bots fill it. */
  website: string;
}

export const emptyConsultation: ConsultationFormValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  industry: "",
  details: "",
  website: "",
};

/**
 * The request body before validation; the shared schema checks and normalises it. The
 * language is added when sending, so it is the one in use at that moment. Without a slot the
 * team calls back. An attached self-assessment is added when sending too (it is not typed here).
 */
export function toConsultationBody(
  { industry, website, ...values }: ConsultationFormValues,
  slot?: SlotChoice,
): Record<Exclude<keyof ConsultationInput, "language" | "assessment">, unknown> {
  return { ...values, industry: industry || undefined, website: website || undefined, slot };
}
