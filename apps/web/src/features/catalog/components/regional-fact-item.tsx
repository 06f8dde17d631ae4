import type { ListingFact } from "@app/shared/fact-vocabulary";
import { BadgeCheck, ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useFactLabels } from "@/lib/use-fact-labels";
import { useTranslation } from "@/lib/use-translation";
import "../regional-fit-texts";

/**
 * One declared fact: its value, whether our team verified it (a badge that says so) or only the
 * vendor declared it (plain text), each with its date, and a link to its evidence.
 */
export function RegionalFactItem({ fact }: { fact: ListingFact }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const labels = useFactLabels();
  const name = `${labels.kind(fact.kind)}: ${labels.value(fact.kind, fact.value)}`;
  return (
    <li className="grid gap-1.5" data-fact={`${fact.kind}:${fact.value}`}>
      <span className="font-medium text-slate-900">{labels.value(fact.kind, fact.value)}</span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {fact.verifiedAt ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" />
            <time dateTime={fact.verifiedAt}>
              {t("regionalFit.verifiedOn", { date: format.utcDate(fact.verifiedAt) })}
            </time>
          </Badge>
        ) : (
          <time dateTime={fact.declaredAt} className="text-slate-600">
            {t("regionalFit.declaredOn", { date: format.utcDate(fact.declaredAt) })}
          </time>
        )}
        <a
          href={fact.evidenceUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t("regionalFit.evidenceFor", { fact: name })} ${t("marketplace.opensInNewTab")}`}
          className="inline-flex items-center gap-1 rounded-sm text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t("regionalFit.evidence")}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </span>
    </li>
  );
}
