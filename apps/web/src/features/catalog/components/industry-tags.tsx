import { type Industry, inIndustryOrder } from "@app/shared/catalog";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/use-translation";
import { useCatalogLabels } from "../hooks/use-catalog-labels";

/** Industry tags as a labelled list, in the vocabulary's order ("Other" last). */
export function IndustryTags({ industries }: { industries: readonly Industry[] }) {
  const { t } = useTranslation();
  const labels = useCatalogLabels();
  if (industries.length === 0) return null;
  return (
    <ul aria-label={t("marketplace.industriesLabel")} className="flex flex-wrap gap-1.5">
      {inIndustryOrder(industries).map((industry) => (
        <li key={industry}>
          <Badge variant="outline">{labels.industry(industry)}</Badge>
        </li>
      ))}
    </ul>
  );
}
