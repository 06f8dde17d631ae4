import type { Currency, PricePlan } from "@app/shared/price-vocabulary";
import { formatMoney, formatPercent } from "@/lib/format";
import { latinLang } from "@/lib/latin-lang";
import { useTranslation } from "@/lib/use-translation";
import { planTax } from "../lib/plan-tax";
import { type Rates, shownPrice } from "../lib/shown-price";

/** One plan: its name, billing, price in the reader's currency (an estimate when converted), tax. */
export function PlanItem({
  plan,
  currency,
  rates,
}: {
  plan: PricePlan;
  currency: Currency;
  rates: Rates | null;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const shown =
    plan.amount === null ? null : shownPrice(plan.amount, plan.currency, currency, rates);
  const tax = planTax(plan, currency);
  const taxKind = (kind: "VAT" | "GST" | null) => kind ?? t("pricePlans.tax");
  return (
    <li className="grid gap-1 rounded-lg bg-slate-50 p-4" data-testid="price-plan">
      <p dir="auto" lang={latinLang(plan.name, language)} className="font-semibold text-slate-900">
        {plan.name}
      </p>
      {shown ? (
        <p>
          <bdi className="font-bold text-slate-900 text-xl" data-testid="plan-amount">
            {formatMoney(shown.amount, shown.currency, language, { whole: shown.estimate })}
          </bdi>{" "}
          <span className="text-slate-600 text-sm">
            {plan.billing === "per_usage" && plan.usage
              ? // "per 1,000 calls": the unit's sentence without its price.
                t(`pricing.perUse.${plan.usage.unit}`, { price: "", count: plan.usage.quantity })
              : t(`pricePlans.billing.${plan.billing}`)}
          </span>
        </p>
      ) : (
        <p className="font-bold text-slate-900 text-xl">{t("pricePlans.billing.custom")}</p>
      )}
      {shown?.estimate && plan.amount !== null ? (
        <p className="text-slate-600 text-sm" data-testid="plan-estimate">
          {t("pricePlans.estimate", {
            original: formatMoney(plan.amount, plan.currency, language),
          })}
        </p>
      ) : null}
      {tax ? (
        <p className="text-slate-600 text-sm" data-testid="plan-tax">
          {tax.included
            ? t("pricePlans.taxIncluded", { kind: taxKind(tax.kind) })
            : t("pricePlans.taxExtra", { rate: formatPercent(tax.rate, language), kind: tax.kind })}
        </p>
      ) : null}
      {plan.maxUsers !== null ? (
        <p className="text-slate-600 text-sm">
          {t("pricePlans.maxUsers", { count: plan.maxUsers })}
        </p>
      ) : null}
    </li>
  );
}
