import type { ToolSort } from "@app/shared/catalog";
import { TOOL_SORTS } from "@app/shared/catalog";
import { useTranslation } from "@/lib/use-translation";
import type { MarketplaceFilters as Filters } from "../lib/marketplace-params";
import { FilterSelect } from "./filter-select";

interface SortSelectProps {
  sort: ToolSort;
  onChange: (change: Partial<Filters>) => void;
  /** The phone's bar names it for screen readers only, beside the Filters button. */
  hideLabel?: boolean;
}

export function SortSelect({ sort, onChange, hideLabel }: SortSelectProps) {
  const { t } = useTranslation();
  const sortLabels: Record<ToolSort, string> = {
    featured: t("marketplace.sort.featured"),
    rating: t("marketplace.sort.rating"),
    newest: t("marketplace.sort.newest"),
    reviews: t("marketplace.sort.reviews"),
    name: t("marketplace.sort.name"),
    price: t("marketplace.sort.price"),
  };
  return (
    <FilterSelect
      label={t("marketplace.sort.label")}
      hideLabel={hideLabel}
      value={sort}
      options={TOOL_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
      onChange={(value) => onChange({ sort: (value as ToolSort | undefined) ?? "featured" })}
    />
  );
}
