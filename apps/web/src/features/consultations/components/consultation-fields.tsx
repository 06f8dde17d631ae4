import type { Consultation } from "@app/shared/consultations";
import { MATURITY_AREAS } from "@app/shared/maturity";
import type { ReactNode } from "react";
import { LtrText } from "@/components/text/ltr-text";
import { VendorText } from "@/components/text/vendor-text";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";

/** One label and value; `half` fields pair up side by side from the sm breakpoint. */
function Field({ label, half, children }: { label: string; half?: boolean; children: ReactNode }) {
  return (
    <div className={half ? "grid content-start gap-1" : "grid content-start gap-1 sm:col-span-2"}>
      <dt className="font-medium text-slate-500 text-sm">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

/** Every field the requester sent, their own text isolated in its own direction. */
export function ConsultationFields({ consultation: c }: { consultation: Consultation }) {
  const { t, i18n } = useTranslation();
  const labels = useCatalogLabels();
  const format = useFormatters();
  const none = <span className="text-slate-500">{t("consultations.fields.none")}</span>;
  const text = (value: string | null) =>
    value ? <VendorText lang={c.language}>{value}</VendorText> : none;

  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Field half label={t("consultations.fields.name")}>
        {text(c.name)}
      </Field>
      <Field half label={t("consultations.fields.email")}>
        <a href={`mailto:${c.email}`} className="break-all text-brand-700 underline">
          <LtrText>{c.email}</LtrText>
        </a>
      </Field>
      <Field half label={t("consultations.fields.phone")}>
        {c.phone ? <LtrText>{c.phone}</LtrText> : none}
      </Field>
      <Field half label={t("consultations.fields.company")}>
        {text(c.company)}
      </Field>
      <Field half label={t("consultations.fields.industry")}>
        {c.industry ? labels.industry(c.industry) : none}
      </Field>
      <Field half label={t("consultations.fields.language")}>
        {new Intl.DisplayNames(i18n.language, { type: "language" }).of(c.language) ?? c.language}
      </Field>
      <Field label={t("consultations.fields.details")}>
        {c.details ? (
          <VendorText as="p" lang={c.language} className="block whitespace-pre-line break-words">
            {c.details}
          </VendorText>
        ) : (
          none
        )}
      </Field>
      <Field label={t("consultations.fields.assessment")}>
        {c.assessment ? (
          <div className="grid gap-1" data-testid="consultation-assessment">
            <p className="font-medium">
              {t("consultations.fields.assessmentOverall", { score: c.assessment.overall })}
            </p>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-sm">
              {MATURITY_AREAS.map((area) => (
                <li key={area}>
                  {t("maturity.result.areaScore", {
                    area: t(`maturity.areas.${area}`),
                    score: c.assessment?.areas[area],
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          none
        )}
      </Field>
      <Field half label={t("consultations.fields.requested")}>
        <time dateTime={c.createdAt}>{format.date(c.createdAt)}</time>
      </Field>
    </dl>
  );
}
