import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/use-translation";

/**
 * The "verified" mark of a review. Its meaning is read out with it (screen readers), shown on
 * hover (title) and written once above the list (VerifiedLegend) for everyone else.
 */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="success" title={t("reviews.verified.explanation")}>
      <BadgeCheck aria-hidden="true" />
      {t("reviews.verified.label")}
      <span className="sr-only">{`. ${t("reviews.verified.explanation")}`}</span>
    </Badge>
  );
}

/** What the mark means, above a list that shows it. */
export function VerifiedLegend() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 text-slate-600 text-sm">
      <BadgeCheck className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
      {t("reviews.verified.explanation")}
    </p>
  );
}
