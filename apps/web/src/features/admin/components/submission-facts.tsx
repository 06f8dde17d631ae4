import type { FactInput } from "@app/shared/regional-facts";
import { LtrText } from "@/components/text/ltr-text";
import { useFactLabels } from "@/lib/use-fact-labels";
import { useTranslation } from "@/lib/use-translation";

/** The facts a submission (or its live listing) declares, each with the link to its evidence. */
export function SubmissionFacts({ facts }: { facts: readonly FactInput[] }) {
  const { t } = useTranslation();
  const labels = useFactLabels();
  if (facts.length === 0)
    return <span className="text-slate-500">{t("submitTool.facts.review.none")}</span>;
  return (
    <ul className="grid gap-1">
      {facts.map((fact) => (
        <li key={`${fact.kind}:${fact.value}`}>
          <span className="text-slate-500">{labels.kind(fact.kind)}:</span>{" "}
          {labels.value(fact.kind, fact.value)}
          {" · "}
          {t("submitTool.facts.review.evidence")}:{" "}
          <a
            href={fact.evidenceUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all text-brand-700 underline"
          >
            <LtrText>{fact.evidenceUrl}</LtrText>
          </a>
        </li>
      ))}
    </ul>
  );
}
