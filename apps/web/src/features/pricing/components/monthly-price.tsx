import type { ToolSummary } from "@app/shared/catalog-schemas";
import { formatMoney } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { useExchangeRates } from "../hooks/use-exchange-rates";
import { useReaderCurrency } from "../hooks/use-reader-currency";
import { shownPrice } from "../lib/shown-price";
import "../texts";

export type MonthlyPriceProps = Pick<ToolSummary, "lowestMonthly" | "freeTier"> &
  Partial<Pick<ToolSummary, "freeTrialDays">> & { className?: string };

/**
 * A listing's lowest month in the reader's currency ("from AED 183/month (est.)"), or "Free
 * tier"; with the free trial's days when there is one. Nothing when the listing states no price.
 */
export function MonthlyPrice({
  lowestMonthly,
  freeTier,
  freeTrialDays,
  className,
}: MonthlyPriceProps) {
  const { t, i18n } = useTranslation();
  const [currency] = useReaderCurrency();
  const rates = useExchangeRates();
  let price: string | null = null;
  if (freeTier) {
    price = t("pricing.freeTier");
  } else if (lowestMonthly) {
    const shown = shownPrice(lowestMonthly.amount, lowestMonthly.currency, currency, rates);
    const text = formatMoney(shown.amount, shown.currency, i18n.language, {
      whole: shown.estimate,
    });
    price = t(shown.estimate ? "pricing.fromMonthlyEstimate" : "pricing.fromMonthly", {
      price: text,
    });
  }
  const trial = freeTrialDays ? t("pricing.freeTrial", { count: freeTrialDays }) : null;
  if (!price && !trial) return null;
  return (
    <p className={cn("text-slate-700 text-sm", className)} data-testid="monthly-price">
      {price ? <span className="font-semibold text-slate-900">{price}</span> : null}
      {price && trial ? " · " : null}
      {trial}
    </p>
  );
}
