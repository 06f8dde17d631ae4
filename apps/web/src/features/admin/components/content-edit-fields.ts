import { type AdminListing, type ListingEdit, listingFieldsSchema } from "@app/shared/content";
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from "@app/shared/i18n";
import { LISTING_TEXT_FIELDS, type ListingTextField } from "@app/shared/listing-text-fields";
import type { ListingText } from "@app/shared/listing-texts";
import {
  factValues,
  type PricePlanValues,
  planBody,
  planValues,
  type RegionalFactValues,
  trialDaysBody,
  trialDaysValue,
} from "@/lib/price-plan-values";
import { type VendorFactValues, vendorFactsBody, vendorFactValues } from "@/lib/vendor-fact-values";

/** A listing's texts in Arabic or Hindi as the form holds them (lists as one item per line). */
export type TranslatedForm = Record<ListingTextField, string>;
/** The listing's translatable fields, in the order the dialog shows them. */
export const TRANSLATED_FIELDS = LISTING_TEXT_FIELDS;
const TRANSLATED_LISTS = new Set<keyof TranslatedForm>(["features", "caseStudies"]);

/** The form's name of a translated field ("ar.shortDesc"), as `invalid` and the ids use it. */
export const translatedName = (lang: TranslatedLanguage, field: keyof TranslatedForm) =>
  `${lang}.${field}`;

/** The edit form's state: every field as the control holds it (lists as one item per line). */
export type ListingForm = VendorFactValues & {
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
  targetAudience: string;
  freeTrial: boolean;
  translations: Record<TranslatedLanguage, TranslatedForm>;
  pricePlans: PricePlanValues[];
  freeTier: boolean;
  freeTrialDays: string;
  regionalFacts: RegionalFactValues[];
};

/** The fields whose issues are shown on one field of one row ("pricePlans.1.amount"). */
const ROW_FIELDS = new Set(["pricePlans", "regionalFacts"]);

export const TEXT_FIELDS = ["name", "shortDesc", "pricing", "websiteUrl", "demoUrl"] as const;
export const LONG_FIELDS = ["longDescription", "targetAudience"] as const;
export const LIST_FIELDS = ["features", "integrations", "caseStudies"] as const;

const lines = (items: string[]) => items.join("\n");
const unlines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

function translatedFormOf(text: ListingText | undefined): TranslatedForm {
  return {
    shortDesc: text?.shortDesc ?? "",
    longDescription: text?.longDescription ?? "",
    features: lines(text?.features ?? []),
    caseStudies: lines(text?.caseStudies ?? []),
    targetAudience: text?.targetAudience ?? "",
  };
}

/** The texts to send: only the fields written, only the languages with one. */
function translationsOf(forms: ListingForm["translations"]) {
  const texts: Partial<Record<TranslatedLanguage, ListingText>> = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const written: [keyof TranslatedForm, string | string[]][] = [];
    for (const field of TRANSLATED_FIELDS) {
      const value = forms[lang][field];
      const items = TRANSLATED_LISTS.has(field) ? unlines(value) : null;
      if (items ? items.length > 0 : value.trim()) written.push([field, items ?? value]);
    }
    if (written.length > 0) texts[lang] = Object.fromEntries(written);
  }
  return texts;
}

/**
 * Where an issue is shown: the field's name, a translated field's ("ar.shortDesc"), or a row's
 * field ("pricePlans.1.amount", "regionalFacts.0.evidenceUrl").
 */
export function invalidName(path: readonly PropertyKey[]): string {
  const [first, second, field] = path.map(String);
  if (first === "translations" && second && field) return `${second}.${field}`;
  if (first && ROW_FIELDS.has(first) && second && field) return `${first}.${second}.${field}`;
  return first ?? "";
}

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
    targetAudience: listing.targetAudience ?? "",
    ...vendorFactValues(listing),
    freeTrial: listing.freeTrial,
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((lang) => [lang, translatedFormOf(listing.translations[lang])]),
    ) as ListingForm["translations"],
    pricePlans: listing.pricePlans.map(planValues),
    freeTier: listing.freeTier,
    freeTrialDays: trialDaysValue(listing.freeTrialDays),
    regionalFacts: listing.regionalFacts.map(factValues),
  };
}

/**
 * The form as the PATCH body, checked with the server's own schema first: either the body, or
 * the names of the fields to fix. Trial days go only when changed from `listing`'s: writing them
 * also sets the old free-trial flag, which a listing without days may hold on its own.
 */
export function bodyOf(
  form: ListingForm,
  listing: Pick<AdminListing, "freeTrialDays">,
): { ok: true; body: ListingEdit } | { ok: false; invalid: Set<string> } {
  const { freeTrialDays, ...rest } = form;
  const trialChanged = freeTrialDays.trim() !== trialDaysValue(listing.freeTrialDays);
  const body = {
    ...rest,
    ...(trialChanged ? { freeTrialDays: trialDaysBody(freeTrialDays) } : {}),
    pricePlans: form.pricePlans.map(planBody),
    features: unlines(form.features),
    integrations: unlines(form.integrations),
    caseStudies: unlines(form.caseStudies),
    ...vendorFactsBody(form),
    translations: translationsOf(form.translations),
  };
  const parsed = listingFieldsSchema.partial({ freeTrialDays: true }).safeParse(body);
  if (parsed.success) return { ok: true, body: body as ListingEdit };
  return {
    ok: false,
    invalid: new Set(parsed.error.issues.map((issue) => invalidName(issue.path))),
  };
}
