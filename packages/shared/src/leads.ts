import { z } from "zod";
import { emailSchema } from "./auth-schemas.ts";
import { CATEGORIES, INDUSTRIES, PRICING_MODELS } from "./catalog.ts";
import { slotChoiceSchema } from "./consultation-slots.ts";
import { LANGUAGES, TRANSLATED_LANGUAGES } from "./i18n.ts";
import { maturityInputSchema } from "./maturity.ts";
import { pricingInputSchema } from "./price-plans.ts";
import { factsInputSchema } from "./regional-facts.ts";
import { vendorFactsInputShape } from "./vendor-facts.ts";

export const CONSULTATION_STATUSES = [
  "pending",
  "contacted",
  "scheduled",
  "completed",
  "cancelled",
] as const;
export const SUBMISSION_STATUSES = [
  "pending",
  "approved",
  "rejected",
  "changes_requested",
] as const;

export const LEADS_LIMITS = {
  name: 120,
  phone: 40,
  company: 160,
  details: 5000,
  toolName: 120,
  description: 5000,
  listItem: 200,
  listItems: 30,
  longText: 2000,
  url: 500,
  /** Largest body the lead forms accept (413 above it); field limits answer 400 below it. */
  maxBodyBytes: 2 * 1024 * 1024,
  /**
   * Confirmations (consultation and submission together) sent to one address in 24 hours; the
   * forms still store what comes after, and the team is still told, but that address hears no more.
   */
  confirmationsPerAddressPerDay: 3,
} as const;

export { LEAD_PROMISES } from "./lead-promises.ts";

/** Header carrying the client's key for one submission attempt, so a retry is not a duplicate. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

const language = z.enum(LANGUAGES.map((l) => l.code) as [string, ...string[]]).default("en");

/** Left empty by people; bots fill it. A filled one is accepted and silently dropped. */
const honeypot = z.string().max(200).optional();

export const consultationInputSchema = z.strictObject({
  name: z.string().trim().min(1, "Full name is required.").max(LEADS_LIMITS.name),
  email: emailSchema,
  phone: optionalText(LEADS_LIMITS.phone),
  company: optionalText(LEADS_LIMITS.company),
  industry: z.enum(INDUSTRIES).optional(),
  details: optionalText(LEADS_LIMITS.details),
  language,
  /** A free slot to book with the request; without one the team calls back (the plain form). */
  slot: slotChoiceSchema.optional(),
  /** The digital maturity self-assessment to attach: the server scores it again and keeps it. */
  assessment: maturityInputSchema.optional(),
  website: honeypot,
});
export type ConsultationInput = z.input<typeof consultationInputSchema>;

const httpUrl = z
  .string()
  .trim()
  .max(LEADS_LIMITS.url)
  .pipe(
    z.url({ protocol: /^https?$/, error: "Enter a website starting with http:// or https://" }),
  );

const list = z
  .array(z.string().trim().min(1).max(LEADS_LIMITS.listItem))
  .max(LEADS_LIMITS.listItems)
  .default([]);

const optionalList = z
  .array(z.string().trim().min(1).max(LEADS_LIMITS.listItem))
  .max(LEADS_LIMITS.listItems)
  .optional()
  .transform((v) => (v?.length ? v : undefined));

/** A submission's fields that can be written in Arabic and Hindi too, in the form's order. */
export const SUBMISSION_TEXT_FIELDS = [
  "description",
  "features",
  "targetAudience",
  "caseStudies",
] as const;

/**
 * A submission's texts in Arabic or Hindi, each within its English field's limits; what is left
 * empty is shown in English. The tool's name stays as written.
 */
export const submissionTextSchema = z.strictObject({
  description: optionalText(LEADS_LIMITS.description),
  features: optionalList,
  targetAudience: optionalText(LEADS_LIMITS.longText),
  caseStudies: optionalText(LEADS_LIMITS.longText),
});
export type SubmissionText = Partial<z.output<typeof submissionTextSchema>>;

/** Only the languages and fields that hold a text, so an empty section stores nothing. */
function writtenTexts(texts: { ar?: SubmissionText; hi?: SubmissionText }) {
  const written: { ar?: SubmissionText; hi?: SubmissionText } = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const fields = Object.entries(texts[lang] ?? {}).filter(([, value]) => value !== undefined);
    if (fields.length > 0) written[lang] = Object.fromEntries(fields) as SubmissionText;
  }
  return written;
}

/** `{ ar?, hi? }`: what `tool_submissions.translations` holds. */
export const submissionTranslationsSchema = z
  .strictObject({ ar: submissionTextSchema.optional(), hi: submissionTextSchema.optional() })
  .default({})
  .transform(writtenTexts);
export type SubmissionTranslations = z.output<typeof submissionTranslationsSchema>;

export const toolSubmissionInputSchema = z.strictObject({
  name: z.string().trim().min(1, "Tool name is required.").max(LEADS_LIMITS.toolName),
  description: z.string().trim().min(1, "Description is required.").max(LEADS_LIMITS.description),
  category: z.enum(CATEGORIES),
  pricingModel: z.enum(PRICING_MODELS),
  websiteUrl: httpUrl,
  submitterName: z.string().trim().min(1, "Your name is required.").max(LEADS_LIMITS.name),
  submitterEmail: emailSchema,
  submitterCompany: z.string().trim().min(1, "Company is required.").max(LEADS_LIMITS.company),
  features: list,
  targetAudience: optionalText(LEADS_LIMITS.longText),
  caseStudies: optionalText(LEADS_LIMITS.longText),
  integrations: list,
  /** The texts in Arabic and Hindi besides English; approval copies them to the listing. */
  translations: submissionTranslationsSchema,
  ...pricingInputSchema.shape,
  /** Declared regional facts, each with its evidence; only an admin verifies one. */
  regionalFacts: factsInputSchema,
  /** Implementation time, support and languages as values (ADR 35); each may be left out. */
  ...vendorFactsInputShape,
  agreeToTerms: z.literal(true, { error: "Please agree to our terms and conditions." }),
  language,
  nickname: honeypot,
});
export type ToolSubmissionInput = z.input<typeof toolSubmissionInputSchema>;

export const leadCreatedSchema = z.object({
  id: z.uuid(),
  status: z.literal("pending"),
  /**
   * A consultation's picked slot that is only held until the requester opens the confirm link
   * of the e-mail sent to them: when the hold ends. Absent when booked at once or without a slot.
   */
  heldUntil: z.iso.datetime().optional(),
  /**
   * A consultation's picked time: its booking, whose id is the calendar event's UID in the
   * e-mailed invite and in the confirmation page's .ics file alike, so a calendar keeps one entry.
   */
  bookingId: z.uuid().optional(),
});
