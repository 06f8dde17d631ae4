import type { Currency } from "@app/shared/price-vocabulary";
import { SALES_TAX } from "@app/shared/sales-tax";
import { formatPercent } from "@/lib/format";
import { useTranslation } from "@/lib/use-translation";
import { taxCountryOf } from "../lib/reader-currency";

/** The VAT/GST of the reader's country, with the authority that sets it, named and linked. */
export function SalesTaxLine({ currency }: { currency: Currency }) {
  const { t, i18n } = useTranslation();
  const country = taxCountryOf(currency);
  if (!country) return null;
  const tax = SALES_TAX[country];
  return (
    <p className="text-slate-700 text-sm" data-testid="sales-tax">
      {t("pricePlans.taxLine", {
        kind: tax.kind,
        country: t(`pricePlans.country.${country}`),
        rate: formatPercent(tax.rate, i18n.language),
      })}{" "}
      <a
        href={tax.sourceUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand-700 underline underline-offset-4"
      >
        {tax.source}
      </a>
    </p>
  );
}
