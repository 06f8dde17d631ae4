import type { Category, Industry, PricingModel } from "@app/shared/catalog";
import { CATEGORY_KEYS, PRICING_MODEL_KEYS } from "@app/shared/catalog-labels";
import { useTranslation } from "@/lib/use-translation";

/** Translated labels for catalogue vocabularies; the English values stay what we send. */
export function useCatalogLabels() {
  const { t } = useTranslation();
  return {
    category: (value: Category) => t(`categories.${CATEGORY_KEYS[value]}`),
    industry: (value: Industry) => t(`industries.${value}`),
    pricingModel: (value: PricingModel) => t(`pricingModels.${PRICING_MODEL_KEYS[value]}`),
  };
}
