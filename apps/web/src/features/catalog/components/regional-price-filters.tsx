import type { ToolListResponse } from "@app/shared/catalog-schemas";
import { FACT_FILTERS, type FactFilter } from "@app/shared/fact-vocabulary";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useReaderCurrency } from "@/features/pricing/hooks/use-reader-currency";
import { useFactLabels } from "@/lib/use-fact-labels";
import { useTranslation } from "@/lib/use-translation";
import type { MarketplaceFilters as Filters } from "../lib/marketplace-params";
import { FilterSelect } from "./filter-select";
import { FilterToggle } from "./filter-toggle";
import { PriceCeilingField } from "./price-ceiling-field";

type Facets = ToolListResponse["facets"];

interface RegionalPriceFiltersProps {
  filters: Filters;
  facets: Facets | undefined;
  onChange: (change: Partial<Filters>, options?: { replace?: boolean }) => void;
}

/**
 * "Will it work here?" and "what will it cost": where the data is kept, the rules met, the
 * Arabic dialect, Hindi, a free tier or trial, and a monthly price ceiling in the reader's
 * currency. Each select shows how many tools choosing a value would give (the facets).
 */
export function RegionalPriceFilters({ filters, facets, onChange }: RegionalPriceFiltersProps) {
  const { t } = useTranslation();
  const labels = useFactLabels();
  const format = useFormatters();
  const [readerCurrency] = useReaderCurrency();

  const options = (dimension: FactFilter) => {
    const counts = new Map(facets?.[dimension]?.map((entry) => [entry.value, entry.count]));
    const selected = filters[dimension];
    return FACT_FILTERS[dimension].values
      .filter((value) => counts.has(value) || value === selected)
      .map((value) => ({
        value,
        label: `${labels.value(FACT_FILTERS[dimension].kind, value)} (${format.number(counts.get(value) ?? 0)})`,
      }));
  };
  const select = (dimension: FactFilter, label: string, allLabel: string) => (
    <FilterSelect
      label={label}
      allLabel={allLabel}
      value={filters[dimension]}
      options={options(dimension)}
      onChange={(value) => onChange({ [dimension]: value } as Partial<Filters>)}
    />
  );

  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {select(
          "hosting",
          t("regionalFacts.filters.hosting"),
          t("regionalFacts.filters.anyHosting"),
        )}
        {select(
          "compliance",
          t("regionalFacts.filters.compliance"),
          t("regionalFacts.filters.anyCompliance"),
        )}
        {select(
          "dialect",
          t("regionalFacts.filters.dialect"),
          t("regionalFacts.filters.anyDialect"),
        )}
        <PriceCeilingField
          value={filters.priceMax}
          currency={filters.priceMax === undefined ? readerCurrency : (filters.currency ?? "USD")}
          onChange={(priceMax) =>
            onChange(
              {
                priceMax,
                currency: priceMax === undefined ? undefined : (filters.currency ?? readerCurrency),
              },
              { replace: true },
            )
          }
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <FilterToggle
          label={t("regionalFacts.filters.hindi")}
          checked={filters.hindi}
          onChange={(hindi) => onChange({ hindi })}
        />
        <FilterToggle
          label={t("regionalFacts.filters.freeTier")}
          checked={filters.freeTier}
          onChange={(freeTier) => onChange({ freeTier })}
        />
        <FilterToggle
          label={t("regionalFacts.filters.freeTrial")}
          checked={filters.freeTrial}
          onChange={(freeTrial) => onChange({ freeTrial })}
        />
      </div>
    </div>
  );
}
