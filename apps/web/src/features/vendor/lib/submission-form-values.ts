import type { SubmissionDetail } from "@app/shared/review";
import {
  pricingAndFactValues,
  type ToolSubmissionFormValues,
  translatedTextValues,
} from "@/features/leads/lib/tool-submission-form";
import { vendorFactValues } from "@/lib/vendor-fact-values";

type FormSource = Pick<
  SubmissionDetail,
  | "name"
  | "description"
  | "category"
  | "pricingModel"
  | "websiteUrl"
  | "submitterName"
  | "submitterEmail"
  | "submitterCompany"
  | "features"
  | "targetAudience"
  | "caseStudies"
  | "integrations"
  | "translations"
  | "pricePlans"
  | "freeTier"
  | "freeTrialDays"
  | "regionalFacts"
  | "implementationTime"
  | "support"
  | "languagesSupported"
>;

/**
 * The submission form filled with what the vendor sent, or with a live listing to revise; the
 * terms are to be agreed to again.
 */
export function submissionFormValues(detail: FormSource): ToolSubmissionFormValues {
  return {
    name: detail.name,
    description: detail.description,
    category: detail.category,
    pricingModel: detail.pricingModel,
    websiteUrl: detail.websiteUrl,
    submitterName: detail.submitterName,
    submitterEmail: detail.submitterEmail,
    submitterCompany: detail.submitterCompany,
    // One item per line, so a comma inside an item stays in it.
    features: detail.features.join("\n"),
    targetAudience: detail.targetAudience ?? "",
    caseStudies: detail.caseStudies ?? "",
    integrations: detail.integrations.join("\n"),
    translations: translatedTextValues(detail.translations),
    ...pricingAndFactValues(detail),
    ...vendorFactValues(detail),
    agreeToTerms: false,
    nickname: "",
  };
}
