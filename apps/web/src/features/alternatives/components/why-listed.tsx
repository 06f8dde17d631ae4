import type { Alternative } from "@app/shared/alternatives";
import type { Category } from "@app/shared/catalog";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { useTranslation } from "@/lib/use-translation";

interface WhyListedProps {
  alternative: Alternative;
  /** The tool it is an alternative to. */
  toolName: string;
  category: Category;
}

/** "Why it's here": the category and industries it shares, and what readers do with both. */
export function WhyListed({ alternative, toolName, category }: WhyListedProps) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  const reasons = [
    t("alternatives.sameCategory", { category: labels.category(category) }),
    ...alternative.sharedIndustries.map((industry) =>
      t("alternatives.sharedIndustry", { industry: labels.industry(industry) }),
    ),
    ...(alternative.oftenCompared ? [t("alternatives.oftenCompared", { name: toolName })] : []),
    ...(alternative.oftenSaved ? [t("alternatives.oftenSaved", { name: toolName })] : []),
  ];
  return (
    <div className="grid gap-1.5">
      <p className="font-medium text-slate-700 text-xs">{t("alternatives.whyLabel")}</p>
      <ul className="flex flex-wrap gap-1.5">
        {reasons.map((reason) => (
          <li
            key={reason}
            className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-800 text-xs"
          >
            {reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
