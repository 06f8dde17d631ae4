import type { Profile } from "@app/shared/auth-schemas";
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from "@app/shared/i18n";
import {
  SUBMISSION_TEXT_FIELDS,
  type SubmissionTranslations,
  type ToolSubmissionInput,
  type toolSubmissionInputSchema,
} from "@app/shared/leads";
import type { ListingFields } from "@app/shared/review";
import {
  factValues,
  type PricePlanValues,
  planBody,
  planValues,
  type RegionalFactValues,
  trialDaysBody,
  trialDaysValue,
} from "@/lib/price-plan-values";
import { emptyVendorFacts, type VendorFactValues, vendorFactsBody } from "@/lib/vendor-fact-values";
import { splitList } from "./split-list";

/** The validated, normalised body, before the language is added. */
export type ToolSubmissionBody = ReturnType<typeof toolSubmissionInputSchema.parse>;

/** One language's texts as typed: the fields of the English form that can be translated. */
export type TranslatedTextValues = Record<(typeof SUBMISSION_TEXT_FIELDS)[number], string>;

export const TRANSLATED_TEXT_FIELDS = SUBMISSION_TEXT_FIELDS;

/**
 * What the tool submission form holds: text as typed, one string per list; the vendor facts as
 * the admin's listing edit holds them.
 */
export interface ToolSubmissionFormValues extends VendorFactValues {
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
  translations: Record<TranslatedLanguage, TranslatedTextValues>;
  pricePlans: PricePlanValues[];
  freeTier: boolean;
  freeTrialDays: string;
  regionalFacts: RegionalFactValues[];
  agreeToTerms: boolean;
  /** Honeypot: hidden from people, so only bots fill it. */
  nickname: string;
}

const emptyTexts: TranslatedTextValues = {
  description: "",
  features: "",
  targetAudience: "",
  caseStudies: "",
};

/** The form's Arabic and Hindi sections filled with what a submission or listing has. */
export function translatedTextValues(
  texts: SubmissionTranslations = {},
): Record<TranslatedLanguage, TranslatedTextValues> {
  const values = {} as Record<TranslatedLanguage, TranslatedTextValues>;
  for (const lang of TRANSLATED_LANGUAGES) {
    const text = texts[lang] ?? {};
    values[lang] = {
      description: text.description ?? "",
      // One item per line, so a comma inside an item stays in it.
      features: text.features?.join("\n") ?? "",
      targetAudience: text.targetAudience ?? "",
      caseStudies: text.caseStudies ?? "",
    };
  }
  return values;
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
  translations: { ar: emptyTexts, hi: emptyTexts },
  pricePlans: [],
  freeTier: false,
  freeTrialDays: "",
  regionalFacts: [],
  ...emptyVendorFacts,
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
  translations,
  pricePlans,
  freeTrialDays,
  implementationTime,
  support,
  languagesSupported,
  ...values
}: ToolSubmissionFormValues): Record<Exclude<keyof ToolSubmissionInput, "language">, unknown> {
  return {
    ...values,
    features: splitList(features),
    integrations: splitList(integrations),
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((lang) => [
        lang,
        { ...translations[lang], features: splitList(translations[lang].features) },
      ]),
    ),
    pricePlans: pricePlans.map(planBody),
    freeTrialDays: trialDaysBody(freeTrialDays),
    ...vendorFactsBody({ implementationTime, support, languagesSupported }),
    nickname: nickname || undefined,
  };
}

/** A submission's or listing's plans and facts as the form holds them. */
export function pricingAndFactValues(
  source: Pick<ListingFields, "pricePlans" | "freeTier" | "freeTrialDays" | "regionalFacts">,
): Pick<ToolSubmissionFormValues, "pricePlans" | "freeTier" | "freeTrialDays" | "regionalFacts"> {
  return {
    pricePlans: source.pricePlans.map(planValues),
    freeTier: source.freeTier,
    freeTrialDays: trialDaysValue(source.freeTrialDays),
    regionalFacts: source.regionalFacts.map(factValues),
  };
}
