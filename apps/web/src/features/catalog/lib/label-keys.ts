import type { Category, PricingModel } from "@app/shared/catalog";

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
