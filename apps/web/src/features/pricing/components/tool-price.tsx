import type { ReactNode } from "react";
import { formatMoney } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { useExchangeRates } from "../hooks/use-exchange-rates";
import { useReaderCurrency } from "../hooks/use-reader-currency";
import { type LowestPrice, type PricingOf, priceSummary } from "../lib/price-summary";
import "../texts";

/** Stands for the price inside a translated sentence, so the price can be isolated in `<bdi>`. */
const PRICE_MARK = "\uE000";

/**
 * A listing's price summary in the reader's language and currency: "From AED 180/month",
 * "AED 0.22 per call minute", "Free tier · 14-day trial". The card, the tool page, the
 * comparison and the alternatives table show a listing's price only through this (one price
 * truth, priceSummary); the amount sits in `<bdi>` so an Arabic sentence never reorders it.
 */
export function ToolPrice({
  pricing,
  className,
  priceClassName = "font-semibold text-slate-900",
}: {
  pricing: PricingOf;
  className?: string;
  /** The price's own look (the tool page shows it larger). */
  priceClassName?: string;
}) {
  const { t, i18n } = useTranslation();
  const [currency] = useReaderCurrency();
  const rates = useExchangeRates();
  const summary = priceSummary(pricing, currency, rates);
  const { lowest } = summary;
  let price: ReactNode;
  if (summary.freeTier) price = t("pricing.freeTier");
  else if (lowest) {
    const amount = formatMoney(lowest.amount, lowest.currency, i18n.language, {
      whole: lowest.estimate,
    });
    const [before = "", after = ""] = sentenceOf(lowest, t).split(PRICE_MARK);
    price = (
      <>
        {before}
        <bdi>{amount}</bdi>
        {after}
        {lowest.estimate ? ` ${t("pricing.estimate")}` : null}
      </>
    );
  } else if (summary.quote) price = t("pricing.quote");
  else price = t("pricing.notStated");
  return (
    <p className={cn("text-slate-700 text-sm", className)} data-testid="tool-price">
      <span className={priceClassName}>{price}</span>
      {summary.trialDays ? ` · ${t("pricing.freeTrial", { count: summary.trialDays })}` : null}
    </p>
  );
}

/**
 * A lowest price's sentence, the price left as a mark: a per-use price by its unit, any other
 * "from" by its period (a per-use plan stored without a unit reads as its least month).
 */
function sentenceOf(lowest: LowestPrice, t: ReturnType<typeof useTranslation>["t"]): string {
  if (lowest.billing === "per_usage" && lowest.usage) {
    return t(`pricing.perUse.${lowest.usage.unit}`, {
      price: PRICE_MARK,
      count: lowest.usage.quantity,
    });
  }
  const billing = lowest.billing === "per_usage" ? "monthly" : lowest.billing;
  return t(`pricing.from.${billing}`, { price: PRICE_MARK });
}
