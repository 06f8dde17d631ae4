import type { Currency, PricePlan, TaxCountry } from "@app/shared/price-vocabulary";
import { SALES_TAX } from "@app/shared/sales-tax";
import { taxCountryOf } from "./reader-currency";

/**
 * What a plan's price says about VAT/GST for a reader: included (by the vendor's word), or the
 * reader's country's rate on top; nothing for a reader with no country's tax to add.
 */
export type PlanTax =
  | { included: true; kind: "VAT" | "GST" | null }
  | { included: false; rate: number; kind: "VAT" | "GST" }
  | null;

export function planTax(plan: PricePlan, readerCurrency: Currency): PlanTax {
  const readerCountry = taxCountryOf(readerCurrency);
  if (plan.taxIncluded) {
    // The tax the price includes is the one of the country it is priced for.
    const country: TaxCountry | null = taxCountryOf(plan.currency) ?? readerCountry;
    return { included: true, kind: country ? SALES_TAX[country].kind : null };
  }
  if (!readerCountry || plan.billing === "custom") return null;
  const { rate, kind } = SALES_TAX[readerCountry];
  return { included: false, rate, kind };
}
