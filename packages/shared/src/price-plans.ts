import { z } from "zod";
import {
  BASE_CURRENCY,
  BILLING_PERIODS,
  CURRENCIES,
  type Currency,
  PRICE_LIMITS,
  USAGE_UNITS,
} from "./price-vocabulary.ts";

/**
 * The price plans' schemas: what submissions, revisions, the admin's edits and the exchange
 * rates send. The vocabulary and the arithmetic, without zod, are in price-vocabulary.ts (the
 * pages import that, so zod stays out of their first script).
 */
export * from "./price-vocabulary.ts";

const amount = z.coerce
  .number({ error: "Enter an amount." })
  .min(0, "An amount cannot be negative.")
  .max(PRICE_LIMITS.amountMax)
  .transform((v) => Math.round(v * 100) / 100);

export const pricePlanSchema = z
  .strictObject({
    name: z.string().trim().min(1, "Name the plan.").max(PRICE_LIMITS.planName),
    billing: z.enum(BILLING_PERIODS),
    /** Null only for a custom quote. */
    amount: amount.nullable().default(null),
    currency: z.enum(CURRENCIES),
    /** Whether `amount` includes VAT/GST. */
    taxIncluded: z.boolean().default(false),
    /** The most users the plan allows; null when it sets no limit. */
    maxUsers: z.coerce.number().int().min(1).max(PRICE_LIMITS.maxUsersMax).nullable().default(null),
    /** What `amount` buys: a per-use plan's only, required there. */
    usage: z
      .strictObject({
        quantity: z.coerce.number().int().min(1).max(PRICE_LIMITS.usageQuantityMax),
        unit: z.enum(USAGE_UNITS),
      })
      .nullable()
      .default(null),
  })
  .superRefine((plan, ctx) => {
    if (plan.billing !== "custom" && plan.amount === null) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Enter an amount." });
    }
    if (plan.billing === "custom" && plan.amount !== null) {
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message: "A custom quote has no amount.",
      });
    }
    if (plan.billing === "per_usage" && plan.usage === null) {
      ctx.addIssue({ code: "custom", path: ["usage"], message: "Say what the price is for." });
    }
    if (plan.billing !== "per_usage" && plan.usage !== null) {
      ctx.addIssue({
        code: "custom",
        path: ["usage"],
        message: "Only a per-use plan has a unit of use.",
      });
    }
  });

/** A listing's plans (each checked by pricePlanSchema). */
export const pricePlansSchema = z.array(pricePlanSchema).max(PRICE_LIMITS.plans);

/** Days of free trial; null or 0 when there is none (stored as null). */
export const freeTrialDaysSchema = z.coerce
  .number()
  .int()
  .min(0)
  .max(PRICE_LIMITS.trialDaysMax)
  .nullable()
  .transform((v) => (v ? v : null));

/**
 * The plans, free tier and trial with no default, for an edit that changes only the fields it
 * sends (the admin's PATCH); pricingInputSchema below fills in what a submission leaves out.
 */
export const pricingFieldsShape = {
  pricePlans: pricePlansSchema,
  freeTier: z.boolean(),
  freeTrialDays: freeTrialDaysSchema,
};

/** A listing's plans, its free tier and its trial: what submissions and revisions send. */
export const pricingInputSchema = z.strictObject({
  pricePlans: pricePlansSchema.default([]),
  freeTier: z.boolean().default(false),
  freeTrialDays: freeTrialDaysSchema.default(null),
});
export type PricingInput = z.output<typeof pricingInputSchema>;

/** An exchange rate as the admin sets it: units of `currency` per US dollar, from a date on. */
export const exchangeRateInputSchema = z.strictObject({
  currency: z.enum(CURRENCIES.filter((c) => c !== BASE_CURRENCY) as [Currency, ...Currency[]]),
  unitsPerUsd: z.coerce
    .number({ error: "Enter a rate." })
    .positive("A rate is more than 0.")
    .max(1_000_000)
    .transform((v) => Math.round(v * 1_000_000) / 1_000_000),
  /** YYYY-MM-DD: the day the rate applies from (today when left out). */
  effectiveOn: z.iso.date().optional(),
});
export type ExchangeRateInput = z.input<typeof exchangeRateInputSchema>;

export const exchangeRateSchema = z.object({
  currency: z.enum(CURRENCIES),
  unitsPerUsd: z.number(),
  effectiveOn: z.string(),
  setBy: z.string().nullable(),
  setAt: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** GET /api/exchange-rates: the rates in force, one per currency, and when each was set. */
export const exchangeRatesResponseSchema = z.object({
  rates: z.array(exchangeRateSchema),
});
