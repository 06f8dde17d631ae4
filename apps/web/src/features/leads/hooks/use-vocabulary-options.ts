import { CATEGORIES, INDUSTRIES, PRICING_MODELS } from "@app/shared/catalog";
import type { SelectOption } from "@/components/form/select-field";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";

interface VocabularyOptions {
  industries: SelectOption[];
  categories: SelectOption[];
  pricingModels: SelectOption[];
}

/** The catalogue vocabularies as translated select options; values stay what the API takes. */
export function useVocabularyOptions(): VocabularyOptions {
  const labels = useCatalogLabels();
  return {
    industries: INDUSTRIES.map((value) => ({ value, label: labels.industry(value) })),
    categories: CATEGORIES.map((value) => ({ value, label: labels.category(value) })),
    pricingModels: PRICING_MODELS.map((value) => ({ value, label: labels.pricingModel(value) })),
  };
}
