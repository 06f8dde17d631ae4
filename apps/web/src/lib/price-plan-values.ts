import {
  BASE_CURRENCY,
  type BillingPeriod,
  type Currency,
  type PricePlan,
  type UsageUnit,
} from "@app/shared/price-vocabulary";
import type { FactInput, FactKind } from "@app/shared/regional-facts";

/**
 * Price plans and declared facts as a form holds them (numbers as typed, empty when not given),
 * to and from what the shared schemas read: the vendor's submission form and the admin's edit.
 */

/** One price plan as typed: numbers as strings, empty when not given. */
export interface PricePlanValues {
  name: string;
  billing: BillingPeriod;
  amount: string;
  currency: Currency;
  taxIncluded: boolean;
  maxUsers: string;
  /** A per-use plan's quantity of use its amount buys ("1000"), and the unit ("call"). */
  usageQuantity: string;
  usageUnit: UsageUnit;
}

/** One declared regional fact as chosen. */
export interface RegionalFactValues {
  kind: FactKind;
  value: string;
  evidenceUrl: string;
}

/** A new plan row. */
export const emptyPlan: PricePlanValues = {
  name: "",
  billing: "monthly",
  amount: "",
  currency: BASE_CURRENCY,
  taxIncluded: false,
  maxUsers: "",
  usageQuantity: "1",
  usageUnit: "call",
};

const typed = (text: string) => (text.trim() === "" ? null : text.trim());

/**
 * A plan row as the schema reads it: a custom quote's amount is left out, as the form hides it;
 * only a per-use plan has a unit of use.
 */
export function planBody({ usageQuantity, usageUnit, ...plan }: PricePlanValues) {
  return {
    ...plan,
    amount: plan.billing === "custom" ? null : typed(plan.amount),
    maxUsers: typed(plan.maxUsers),
    usage:
      plan.billing === "per_usage" ? { quantity: typed(usageQuantity), unit: usageUnit } : null,
  };
}

/** A stored plan as a form row. */
export function planValues(plan: PricePlan): PricePlanValues {
  return {
    name: plan.name,
    billing: plan.billing,
    amount: plan.amount === null ? "" : String(plan.amount),
    currency: plan.currency,
    taxIncluded: plan.taxIncluded,
    maxUsers: plan.maxUsers === null ? "" : String(plan.maxUsers),
    usageQuantity: String(plan.usage?.quantity ?? 1),
    usageUnit: plan.usage?.unit ?? "call",
  };
}

/** Trial days as typed, as the schema reads them (empty is none). */
export const trialDaysBody = (days: string) => typed(days);

/** Trial days as the form shows them. */
export const trialDaysValue = (days: number | null) => (days === null ? "" : String(days));

/** A declared fact as a form row (a listing's verification is not part of it). */
export function factValues({ kind, value, evidenceUrl }: FactInput): RegionalFactValues {
  return { kind, value, evidenceUrl };
}

/** Where a fact sits among the chosen ones; -1 when it is not chosen. */
export function factIndex(facts: readonly RegionalFactValues[], kind: FactKind, value: string) {
  return facts.findIndex((fact) => fact.kind === kind && fact.value === value);
}
