import type { ExchangeRate } from "@app/shared/price-plans";
import { formatDate, formatDay, formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";

/** Rates as a table: currency, units per dollar, from which day, who set them and when. */
export function ExchangeRatesTable({
  rates,
  caption,
}: {
  rates: readonly ExchangeRate[];
  caption: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus.
    <div tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-start text-slate-600">
          <tr>
            <th scope="col" className="p-3 text-start font-medium">
              {t("adminRates.currency")}
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              {t("adminRates.rate")}
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              {t("adminRates.effectiveOn")}
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              {t("adminRates.setBy")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr
              key={`${rate.currency} ${rate.effectiveOn}`}
              className="border-slate-100 border-t"
              data-currency={rate.currency}
            >
              <th scope="row" className="p-3 text-start font-semibold">
                {rate.currency}
              </th>
              <td className="p-3 tabular-nums">{formatNumber(rate.unitsPerUsd, language)}</td>
              <td className="p-3">
                {rate.currency === "USD"
                  ? t("adminRates.base")
                  : formatDay(rate.effectiveOn, language)}
              </td>
              <td className="p-3">
                {rate.currency === "USD"
                  ? "—"
                  : `${rate.setBy ?? t("adminRates.setBySystem")} · ${formatDate(rate.setAt, language)}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
