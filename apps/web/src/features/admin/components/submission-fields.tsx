import type { SubmissionDetail } from "@app/shared/review";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LtrText } from "@/components/text/ltr-text";
import { VendorText } from "@/components/text/vendor-text";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { useFormatters } from "@/features/locale/hooks/use-formatters";

/** The labels under dashboard.admin.review.fields. */
const SubmissionFieldKeys = {
  name: 1,
  description: 1,
  category: 1,
  pricingModel: 1,
  websiteUrl: 1,
  features: 1,
  integrations: 1,
  targetAudience: 1,
  caseStudies: 1,
  vendor: 1,
  language: 1,
  submitted: 1,
} as const;

/** One label and value; `half` fields pair up side by side from the sm breakpoint. */
function Field({ label, half, children }: { label: string; half?: boolean; children: ReactNode }) {
  return (
    <div className={half ? "grid content-start gap-1" : "grid content-start gap-1 sm:col-span-2"}>
      <dt className="font-medium text-slate-500 text-sm">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function TextList({ items, lang }: { items: string[]; lang: string }) {
  const { t } = useTranslation();
  if (items.length === 0)
    return <span className="text-slate-500">{t("dashboard.admin.review.none")}</span>;
  return (
    <ul className="list-disc ps-5">
      {items.map((item) => (
        <li key={item}>
          <VendorText lang={lang}>{item}</VendorText>
        </li>
      ))}
    </ul>
  );
}

/** Every field the vendor sent, vendor text isolated in its own direction. */
export function SubmissionFields({ submission: s }: { submission: SubmissionDetail }) {
  const { t, i18n } = useTranslation();
  const labels = useCatalogLabels();
  const format = useFormatters();
  const f = (key: keyof typeof SubmissionFieldKeys) => t(`dashboard.admin.review.fields.${key}`);
  const none = <span className="text-slate-500">{t("dashboard.admin.review.none")}</span>;

  return (
    <>
      {s.revisionOf ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-800 text-sm">
          {t("dashboard.admin.review.revision")}
        </p>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={f("name")}>
          <VendorText lang={s.language}>{s.name}</VendorText>
        </Field>
        <Field label={f("description")}>
          <VendorText as="p" lang={s.language} className="block whitespace-pre-line">
            {s.description}
          </VendorText>
        </Field>
        <Field half label={f("category")}>
          {labels.category(s.category)}
        </Field>
        <Field half label={f("pricingModel")}>
          {labels.pricingModel(s.pricingModel)}
        </Field>
        <Field label={f("websiteUrl")}>
          <a
            href={s.websiteUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all text-brand-700 underline"
          >
            <LtrText>{s.websiteUrl}</LtrText>
          </a>
        </Field>
        <Field label={f("features")}>
          <TextList items={s.features} lang={s.language} />
        </Field>
        <Field label={f("integrations")}>
          <TextList items={s.integrations} lang={s.language} />
        </Field>
        <Field label={f("targetAudience")}>
          {s.targetAudience ? <VendorText lang={s.language}>{s.targetAudience}</VendorText> : none}
        </Field>
        <Field label={f("caseStudies")}>
          {s.caseStudies ? (
            <VendorText as="p" lang={s.language} className="block whitespace-pre-line">
              {s.caseStudies}
            </VendorText>
          ) : (
            none
          )}
        </Field>
        <Field label={f("vendor")}>
          <VendorText className="block">{s.submitterName}</VendorText>
          <VendorText className="block">{s.submitterCompany}</VendorText>
          <a href={`mailto:${s.submitterEmail}`} className="break-all text-brand-700 underline">
            <LtrText>{s.submitterEmail}</LtrText>
          </a>
        </Field>
        <Field half label={f("language")}>
          {new Intl.DisplayNames(i18n.language, { type: "language" }).of(s.language) ?? s.language}
        </Field>
        <Field half label={f("submitted")}>
          <time dateTime={s.createdAt}>{format.date(s.createdAt)}</time>
        </Field>
      </dl>
    </>
  );
}
