import { CURRENCIES, type Currency } from "@app/shared/price-vocabulary";
import { useId } from "react";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { useReaderCurrency } from "../hooks/use-reader-currency";

/**
 * The currency prices are shown in: a native select (keyboard and screen readers for free, no
 * menu code), kept in a cookie so the server renders the next page in it too. Its texts are
 * plan-texts.ts's: the page that shows it loads them.
 */
/** "USD" in English, the currency's own name elsewhere ("دولار أمريكي", "अमेरिकी डॉलर"). */
function currencyName(code: Currency, language: string): string {
  if (language === "en") return code;
  return new Intl.DisplayNames(language, { type: "currency" }).of(code) ?? code;
}

export function CurrencyMenu({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [currency, choose] = useReaderCurrency();
  return (
    <div className={cn("flex items-center gap-2 text-sm", className)}>
      <label htmlFor={id} className="font-medium text-slate-700">
        {t("pricePlans.currency")}
      </label>
      <select
        id={id}
        value={currency}
        onChange={(event) => choose(event.target.value as Currency)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {currencyName(code, i18n.language)}
          </option>
        ))}
      </select>
    </div>
  );
}
