import type { Tool } from "@app/shared/catalog-schemas";
import { useId } from "react";
import { useTranslation } from "@/lib/use-translation";
import { useExchangeRates } from "../hooks/use-exchange-rates";
import { useReaderCurrency } from "../hooks/use-reader-currency";
import { CurrencyMenu } from "./currency-menu";
import { PlanItem } from "./plan-item";
import { SalesTaxLine } from "./sales-tax-line";
import "../plan-texts";
import "../texts";

type Pricing = Pick<Tool, "pricePlans" | "freeTier" | "freeTrialDays">;

/**
 * The tool page's "Plans and prices": every plan in the reader's currency, the free tier and
 * trial, and the VAT/GST of the reader's country. A listing without plans has none (its side card
 * shows the vendor's own words).
 */
export function PlansAndPrices({ pricing }: { pricing: Pricing }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [currency] = useReaderCurrency();
  const rates = useExchangeRates();
  const { pricePlans, freeTier, freeTrialDays } = pricing;
  if (!pricePlans.length && !freeTier && !freeTrialDays) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-slate-900 text-xl">
          {t("pricePlans.plansHeading")}
        </h2>
        <CurrencyMenu />
      </div>
      {freeTier || freeTrialDays ? (
        <p className="font-medium text-emerald-700 text-sm">
          {[
            freeTier ? t("pricing.freeTier") : null,
            freeTrialDays ? t("pricing.freeTrial", { count: freeTrialDays }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      {pricePlans.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {pricePlans.map((plan) => (
            <PlanItem
              key={`${plan.name} ${plan.billing} ${plan.currency} ${plan.amount}`}
              plan={plan}
              currency={currency}
              rates={rates}
            />
          ))}
        </ul>
      ) : null}
      <SalesTaxLine currency={currency} />
    </section>
  );
}
