import type { Category, Industry, PricingModel } from "./catalog.ts";
import ar from "./catalog-labels/ar.json";
import en from "./catalog-labels/en.json";
import hi from "./catalog-labels/hi.json";
import type { Language } from "./i18n.ts";

/**
 * Categories and pricing models travel as the spec's English strings; these map each one to
 * its translation key (`categories.<key>`, `pricingModels.<key>`). Industries are slugs already.
 */
export const CATEGORY_KEYS = {
  "Customer Service": "customerService",
  "Marketing & Sales": "marketingSales",
  "Data Analytics": "dataAnalytics",
  "Content Creation": "contentCreation",
  "HR & Recruitment": "hrRecruitment",
  "Operations & Automation": "operationsAutomation",
  "Finance & Accounting": "financeAccounting",
  "Development Tools": "developmentTools",
} as const satisfies Record<Category, string>;

export const PRICING_MODEL_KEYS = {
  Free: "free",
  Freemium: "freemium",
  "Monthly Subscription": "monthlySubscription",
  "Annual Subscription": "annualSubscription",
  "One-time Payment": "oneTimePayment",
  "Enterprise/Custom": "enterpriseCustom",
  "Usage-based": "usageBased",
} as const satisfies Record<PricingModel, string>;

/**
 * The catalogue vocabularies in each language: the one definition, merged into the web app's
 * translations (`categories.*`, `industries.*`, `pricingModels.*`) and used by the e-mails.
 */
export const CATALOG_LABELS: Record<Language, typeof en> = { en, ar, hi };

export function catalogLabel(
  language: Language,
  kind: "category" | "industry" | "pricingModel",
  value: string,
): string {
  const labels = CATALOG_LABELS[language];
  if (kind === "category") {
    return labels.categories[CATEGORY_KEYS[value as Category]] ?? value;
  }
  if (kind === "pricingModel") {
    return labels.pricingModels[PRICING_MODEL_KEYS[value as PricingModel]] ?? value;
  }
  return labels.industries[value as Industry] ?? value;
}
