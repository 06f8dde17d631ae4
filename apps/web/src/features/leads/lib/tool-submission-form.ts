import type { Profile } from "@app/shared/auth-schemas";
import type { ToolSubmissionInput, toolSubmissionInputSchema } from "@app/shared/leads";
import { splitList } from "./split-list";

/** The validated, normalised body, before the language is added. */
export type ToolSubmissionBody = ReturnType<typeof toolSubmissionInputSchema.parse>;

/** What the tool submission form holds: text as typed, one string per list. */
export interface ToolSubmissionFormValues {
  name: string;
  description: string;
  category: string;
  pricingModel: string;
  websiteUrl: string;
  submitterName: string;
  submitterEmail: string;
  submitterCompany: string;
  features: string;
  targetAudience: string;
  caseStudies: string;
  integrations: string;
  agreeToTerms: boolean;
  /** Honeypot: hidden from people, so only bots fill it. */
  nickname: string;
}

export const emptyToolSubmission: ToolSubmissionFormValues = {
  name: "",
  description: "",
  category: "",
  pricingModel: "",
  websiteUrl: "",
  submitterName: "",
  submitterEmail: "",
  submitterCompany: "",
  features: "",
  targetAudience: "",
  caseStudies: "",
  integrations: "",
  agreeToTerms: false,
  nickname: "",
};

/** A fresh form, with the vendor fields taken from the signed-in user when there is one. */
export function toolSubmissionDefaults(user: Profile | null): ToolSubmissionFormValues {
  return {
    ...emptyToolSubmission,
    submitterName: user?.fullName ?? "",
    submitterEmail: user?.email ?? "",
    submitterCompany: user?.companyName ?? "",
  };
}

/**
 * The request body before validation; the shared schema checks and normalises it. The
 * language is added when sending, so it is the one in use at that moment.
 */
export function toToolSubmissionBody({
  features,
  integrations,
  nickname,
  ...values
}: ToolSubmissionFormValues): Record<Exclude<keyof ToolSubmissionInput, "language">, unknown> {
  return {
    ...values,
    features: splitList(features),
    integrations: splitList(integrations),
    nickname: nickname || undefined,
  };
}
