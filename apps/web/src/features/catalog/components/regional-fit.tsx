import { FACT_KIND_NAMES, type ListingFact } from "@app/shared/fact-vocabulary";
import { useId } from "react";
import { useFactLabels } from "@/lib/use-fact-labels";
import { useTranslation } from "@/lib/use-translation";
import "../regional-fit-texts";
import { RegionalFactItem } from "./regional-fact-item";

/**
 * "Will it work here?": a listing's declared regional facts by kind (languages, hosting,
 * compliance...), each verified by our team or declared by the vendor. Rendered with the page
 * from the tool's own answer: no request of its own.
 */
export function RegionalFit({ facts }: { facts: readonly ListingFact[] }) {
  const { t } = useTranslation();
  const labels = useFactLabels();
  const headingId = useId();
  const groups = FACT_KIND_NAMES.map((kind) => ({
    kind,
    facts: facts.filter((fact) => fact.kind === kind),
  })).filter((group) => group.facts.length > 0);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="font-semibold text-slate-900 text-xl">
        {t("regionalFit.title")}
      </h2>
      <p className="text-slate-600 text-sm">
        {groups.length ? t("regionalFit.intro") : t("regionalFit.empty")}
      </p>
      {groups.length ? (
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <div key={group.kind} className="grid content-start gap-2 rounded-lg bg-slate-50 p-4">
              <dt className="font-medium text-slate-600 text-sm">{labels.kind(group.kind)}</dt>
              <dd>
                <ul className="grid gap-3">
                  {group.facts.map((fact) => (
                    <RegionalFactItem key={fact.value} fact={fact} />
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
