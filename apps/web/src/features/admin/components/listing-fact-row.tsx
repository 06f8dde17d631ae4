import type { ListingFact } from "@app/shared/fact-vocabulary";
import { BadgeCheck, ExternalLink } from "lucide-react";
import { LtrText } from "@/components/text/ltr-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useFactLabels } from "@/lib/use-fact-labels";
import { useTranslation } from "@/lib/use-translation";

interface ListingFactRowProps {
  fact: ListingFact;
  /** Another fact's verification is being saved: one change at a time. */
  busy: boolean;
  onVerify: (fact: ListingFact, verified: boolean) => void;
}

/** One declared fact in the admin's list: evidence, dates, state, and Verify or Unverify. */
export function ListingFactRow({ fact, busy, onVerify }: ListingFactRowProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const labels = useFactLabels();
  const name = `${labels.kind(fact.kind)}: ${labels.value(fact.kind, fact.value)}`;
  const verified = fact.verifiedAt !== null;
  return (
    <li
      className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_auto] sm:items-center"
      data-fact={`${fact.kind}:${fact.value}`}
    >
      <div className="grid min-w-0 gap-1">
        <p className="font-medium text-slate-900">{name}</p>
        <a
          href={fact.evidenceUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t("adminFacts.evidenceFor", { fact: name })} ${t("marketplace.opensInNewTab")}`}
          className="inline-flex w-fit max-w-full items-center gap-1 text-brand-700 text-sm underline underline-offset-2"
        >
          <LtrText className="truncate">{fact.evidenceUrl}</LtrText>
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        </a>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600 text-sm">
          <time dateTime={fact.declaredAt}>
            {t("adminFacts.declaredOn", { date: format.utcDate(fact.declaredAt) })}
          </time>
          {fact.verifiedAt ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" />
              <time dateTime={fact.verifiedAt}>
                {t("adminFacts.verifiedOn", { date: format.utcDate(fact.verifiedAt) })}
              </time>
            </Badge>
          ) : (
            <Badge variant="outline">{t("adminFacts.notVerified")}</Badge>
          )}
        </p>
      </div>
      <Button
        type="button"
        size="sm"
        variant={verified ? "outline" : "default"}
        disabled={busy}
        aria-label={t(verified ? "adminFacts.unverifyFor" : "adminFacts.verifyFor", { fact: name })}
        onClick={() => onVerify(fact, !verified)}
        className="w-full sm:w-auto"
      >
        {t(verified ? "adminFacts.unverify" : "adminFacts.verify")}
      </Button>
    </li>
  );
}
