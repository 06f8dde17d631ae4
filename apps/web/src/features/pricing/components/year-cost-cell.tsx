import type { PricePlan } from "@app/shared/price-vocabulary";
import { formatMoney } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import { useExchangeRates } from "../hooks/use-exchange-rates";
import { useReaderCurrency } from "../hooks/use-reader-currency";
import { yearCostFor } from "../lib/year-cost";
import "../plan-texts";
import { latinLang } from "@/lib/latin-lang";

/**
 * A comparison cell: the cheapest twelve months for the team, with the plan it is on; "Depends on
 * use" for a listing priced by use (its year cannot be known without the use).
 */
export function YearCostCell({ plans, users }: { plans: readonly PricePlan[]; users: number }) {
  const { t, i18n } = useTranslation();
  const [currency] = useReaderCurrency();
  const rates = useExchangeRates();
  const cost = yearCostFor(plans, users, currency, rates);
  if (cost.kind === "none")
    return <span className="text-slate-500">{t("comparePage.notStated")}</span>;
  if (cost.kind === "quote") return <span>{t("pricePlans.quoteOnly")}</span>;
  if (cost.kind === "noFit") return <span>{t("pricePlans.noPlanFits")}</span>;
  if (cost.kind === "dependsOnUse")
    return <span data-testid="year-cost">{t("pricePlans.dependsOnUse")}</span>;
  const price = formatMoney(cost.amount, cost.currency, i18n.language, { whole: cost.estimate });
  return (
    <span data-testid="year-cost" className="grid gap-0.5">
      <span>
        <bdi className="font-semibold text-slate-900">{price}</bdi>
        {cost.estimate ? (
          <span className="text-slate-600"> {t("pricePlans.estimateShort")}</span>
        ) : null}
      </span>
      <span className="text-slate-600 text-xs">
        {t("pricePlans.onPlan", { plan: "\uE000" })
          .split("\uE000")
          .flatMap((part, index) =>
            index === 0
              ? [part]
              : [
                  <bdi key="plan" lang={latinLang(cost.plan.name, i18n.language)}>
                    {cost.plan.name}
                  </bdi>,
                  part,
                ],
          )}
      </span>
    </span>
  );
}
