import type { Currency, PricePlan, PricingInput, UsageUnit } from "@app/shared/price-plans";

/**
 * The demo tools' plans, free tiers and trials, by slug: written from each tool's free-text
 * `pricing`, mostly in US dollars with some in dirhams, riyals and rupees; every price a page
 * shows comes from these (a slug not here states no price).
 */
type Plan = Partial<PricePlan> & Pick<PricePlan, "name" | "billing" | "currency">;

const plan = (
  name: string,
  billing: PricePlan["billing"],
  amount: number | null,
  currency: Currency,
  extra: Partial<PricePlan> = {},
): Plan => ({ name, billing, amount, currency, ...extra });

const perUse = (
  name: string,
  amount: number,
  currency: Currency,
  quantity: number,
  unit: UsageUnit,
): Plan => plan(name, "per_usage", amount, currency, { usage: { quantity, unit } });

const quote = (currency: Currency = "USD", name = "Enterprise"): Plan =>
  plan(name, "custom", null, currency);

export const DEMO_PRICE_PLANS: Readonly<
  Record<string, { pricePlans: Plan[]; freeTier?: boolean; freeTrialDays?: number }>
> = {
  "qalam-support-desk": {
    pricePlans: [
      plan("Starter", "monthly", 49, "USD", { maxUsers: 3 }),
      plan("Team", "per_seat", 19, "USD"),
      quote(),
    ],
    freeTrialDays: 14,
  },
  "saheli-whatsapp-chatbot": {
    pricePlans: [plan("Growth", "monthly", 2499, "INR", { maxUsers: 10 })],
    freeTier: true,
  },
  "marhaba-guest-concierge": {
    pricePlans: [plan("Per property", "yearly", 6500, "AED", { taxIncluded: true })],
    freeTrialDays: 30,
  },
  "sada-voice-agent": {
    pricePlans: [perUse("Pay as you go", 0.06, "USD", 1, "call_minute"), quote()],
  },
  "rahma-patient-assist": { pricePlans: [quote("SAR", "Hospital")] },
  "replyloom-ticket-triage": { pricePlans: [], freeTier: true },
  "tarang-feedback-lens": {
    pricePlans: [perUse("Usage", 0.5, "INR", 1, "response")],
    freeTrialDays: 7,
  },
  "bazaar-pulse-ad-studio": {
    pricePlans: [
      plan("Studio", "monthly", 399, "AED", { maxUsers: 5 }),
      plan("Agency", "monthly", 1199, "AED", { maxUsers: 25 }),
    ],
    freeTrialDays: 14,
  },
  "saqr-lead-prospector": {
    pricePlans: [plan("Prospector", "per_seat", 229, "SAR", { taxIncluded: true }), quote("SAR")],
  },
  "mandi-price-optimizer": { pricePlans: [perUse("Per SKU", 1, "INR", 1, "sku_month")] },
  "dhow-crm-copilot": {
    pricePlans: [plan("Annual seat", "per_seat", 35, "USD"), quote()],
    freeTrialDays: 21,
  },
  "rangoli-campaign-writer": {
    pricePlans: [plan("Pro", "monthly", 1999, "INR", { maxUsers: 5 })],
    freeTier: true,
  },
  "leadlantern-sales-chatbot": {
    pricePlans: [
      plan("Basic", "monthly", 79, "USD", { maxUsers: 2 }),
      plan("Business", "monthly", 199, "USD", { maxUsers: 10 }),
      plan("Scale", "monthly", 499, "USD"),
    ],
    freeTrialDays: 14,
  },
  "majlis-event-leads": { pricePlans: [plan("Event licence", "one_time", 1200, "USD")] },
  "sahara-insights-bi": {
    pricePlans: [plan("Analytics", "yearly", 6000, "USD", { maxUsers: 20 }), quote()],
  },
  "ganit-demand-forecast": {
    pricePlans: [plan("Forecast", "monthly", 4999, "INR", { maxUsers: 10 })],
    freeTrialDays: 14,
  },
  "qafila-fleet-analytics": { pricePlans: [plan("Per vehicle", "per_seat", 4, "USD")] },
  "rawdah-footfall-vision": {
    pricePlans: [plan("Per camera", "monthly", 549, "SAR"), quote("SAR")],
  },
  "sawal-data-assistant": {
    pricePlans: [plan("Plus", "monthly", 19, "USD", { maxUsers: 1 })],
    freeTier: true,
  },
  "churn-radar": {
    pricePlans: [plan("Growth", "monthly", 219, "USD", { maxUsers: 15 })],
    freeTrialDays: 30,
  },
  "shifa-clinical-dashboards": { pricePlans: [quote("AED", "Clinic group")] },
  "bayan-arabic-copywriter": {
    pricePlans: [
      plan("Writer", "monthly", 29, "USD", { maxUsers: 1 }),
      plan("Team", "per_seat", 24, "USD"),
    ],
    freeTier: true,
  },
  "kathakar-video-studio": {
    pricePlans: [
      plan("Creator", "monthly", 2999, "INR", { maxUsers: 3 }),
      plan("Studio", "yearly", 29999, "INR", { maxUsers: 10 }),
    ],
    freeTrialDays: 7,
  },
  "mizan-translate-pro": { pricePlans: [perUse("Pay as you go", 12, "USD", 10_000, "word")] },
  "courtyard-listing-writer": {
    pricePlans: [plan("Per agent", "per_seat", 200, "AED", { taxIncluded: true })],
  },
  "sabaq-course-builder": {
    pricePlans: [plan("School", "yearly", 49000, "INR")],
    freeTier: true,
  },
  "pixel-souk-product-photos": {
    pricePlans: [perUse("Pay per image", 0.1, "USD", 1, "image")],
    freeTrialDays: 7,
  },
  "maple-quill-docs": { pricePlans: [plan("Licence", "one_time", 249, "USD", { maxUsers: 5 })] },
  "wadi-talent-screener": {
    pricePlans: [
      plan("Starter", "monthly", 149, "USD", { maxUsers: 3 }),
      plan("Hiring team", "monthly", 399, "USD", { maxUsers: 15 }),
      quote(),
    ],
    freeTrialDays: 14,
  },
  "sahayak-interview-scheduler": {
    pricePlans: [plan("Unlimited", "monthly", 1499, "INR")],
    freeTier: true,
  },
  "watan-workforce-planner": { pricePlans: [quote("SAR", "Government and enterprise")] },
  "onboard-buddy": { pricePlans: [], freeTier: true },
  "shiftwise-rota-ai": { pricePlans: [plan("Per employee", "per_seat", 3, "USD")] },
  "barid-document-router": {
    pricePlans: [plan("Office", "monthly", 299, "USD", { maxUsers: 25 }), quote()],
    freeTrialDays: 30,
  },
  "khazna-inventory-autopilot": {
    pricePlans: [plan("Store", "monthly", 3499, "INR", { maxUsers: 5 })],
    freeTrialDays: 14,
  },
  "sanad-visual-inspection": { pricePlans: [quote("USD", "Factory line")] },
  "flowcraft-ops-agent": {
    pricePlans: [
      plan("Pro", "monthly", 15, "USD", { maxUsers: 1 }),
      plan("Team", "per_seat", 12, "USD"),
    ],
    freeTier: true,
  },
  "routenest-dispatcher": {
    pricePlans: [
      plan("Depot", "monthly", 99, "USD", { maxUsers: 5 }),
      plan("Fleet", "monthly", 349, "USD", { maxUsers: 50 }),
    ],
    freeTrialDays: 14,
  },
  "mehman-housekeeping-planner": {
    pricePlans: [plan("Setup per property", "one_time", 3500, "USD")],
  },
  "roznamcha-books-assistant": {
    pricePlans: [plan("Books", "monthly", 1499, "INR", { maxUsers: 3, taxIncluded: true })],
    freeTrialDays: 30,
  },
  "dirham-vat-copilot": {
    pricePlans: [plan("Compliance", "yearly", 4800, "AED", { maxUsers: 5 })],
    freeTrialDays: 14,
  },
  "northbay-cashflow-compass": {
    pricePlans: [plan("Advisor", "monthly", 39, "USD", { maxUsers: 1 })],
    freeTier: true,
  },
  "bahi-ledger-sync": { pricePlans: [plan("Licence", "one_time", 9999, "INR")] },
  "mirsad-code-review": {
    pricePlans: [plan("Per developer", "per_seat", 19, "USD"), quote()],
    freeTrialDays: 14,
  },
  "hawa-chatbot-sdk": { pricePlans: [], freeTier: true },
  "lughah-nlp-api": {
    pricePlans: [perUse("Pay as you go", 1, "USD", 1_000, "call")],
    freeTier: true,
  },
  "jaanch-test-generator": {
    pricePlans: [plan("Private repos", "per_seat", 25, "USD")],
    freeTier: true,
  },
  "sahil-model-gateway": { pricePlans: [quote("SAR")] },
  "rihla-route-planner": { pricePlans: [perUse("Per stop", 0.02, "USD", 1, "stop")] },
  "sijill-invoice-scanner": { pricePlans: [perUse("Per document", 0.25, "USD", 1, "document")] },
  "invoice-reminder-agent": { pricePlans: [], freeTier: true },
  "prompt-workbench": { pricePlans: [], freeTier: true },
  "schema-scribe": { pricePlans: [plan("Per database", "one_time", 499, "USD")] },
};

/** A demo tool's plans, free tier and trial, in the columns the catalogue keeps them in. */
export function demoPricing(slug: string): PricingInput {
  const entry = DEMO_PRICE_PLANS[slug];
  return {
    pricePlans: (entry?.pricePlans ?? []).map((p) => ({
      amount: null,
      taxIncluded: false,
      maxUsers: null,
      usage: null,
      ...p,
    })),
    freeTier: entry?.freeTier ?? false,
    freeTrialDays: entry?.freeTrialDays ?? null,
  };
}
