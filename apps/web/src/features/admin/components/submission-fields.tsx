import { labelOf, TRANSLATED_LANGUAGES } from "@app/shared/i18n";
import type { AdminSubmissionDetail } from "@app/shared/review";
import { toolPath } from "@app/shared/route-meta";
import type { ReactNode } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { LtrText } from "@/components/text/ltr-text";
import { VendorText } from "@/components/text/vendor-text";
import { Badge } from "@/components/ui/badge";
import { useCatalogLabels } from "@/features/catalog/hooks/use-catalog-labels";
import { useFormatters } from "@/features/locale/hooks/use-formatters";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { changedFields, type ListingField } from "../lib/changed-fields";
import { SubmissionFacts } from "./submission-facts";
import { SubmissionPricing } from "./submission-pricing";
import { SubmissionTexts } from "./submission-texts";
import { SubmissionVendorFact } from "./submission-vendor-facts";

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

/** The fields the "Prices" entry shows together. */
const PRICING_FIELDS = ["pricePlans", "freeTier", "freeTrialDays"] as const;

/** The vendor facts (ADR 35), each with its label on the submission form. */
const VENDOR_FACTS = [
  ["implementationTime", "submitTool.vendorFacts.implementationTime", true],
  ["support", "submitTool.vendorFacts.support", true],
  ["languagesSupported", "submitTool.vendorFacts.languages", false],
] as const;

/**
 * One label and value; `half` fields pair up side by side from the sm breakpoint. A field a
 * revision changes is highlighted, marked in words, and shows the live value under the new one.
 */
function Field({
  label,
  half,
  was,
  children,
}: {
  label: string;
  half?: boolean;
  /** The live listing's value when the revision changes this field. */
  was?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const changed = was !== undefined;
  return (
    <div
      className={cn(
        "grid content-start gap-1",
        !half && "sm:col-span-2",
        changed && "rounded-lg bg-amber-50 p-3 ring-1 ring-amber-300",
      )}
    >
      <dt className="flex flex-wrap items-center gap-2 font-medium text-slate-500 text-sm">
        {label}
        {changed ? <Badge variant="warning">{t("vendorRevisions.admin.changed")}</Badge> : null}
      </dt>
      <dd className="text-slate-900">
        {children}
        {changed ? (
          <div className="mt-2 border-amber-200 border-t pt-2 text-slate-600 text-sm">
            <span className="font-medium">{t("vendorRevisions.admin.liveValue")}</span> {was}
          </div>
        ) : null}
      </dd>
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

/**
 * Every field the vendor sent, vendor text isolated in its own direction; for a revision, the
 * live listing it edits and, beside each field it changes, the live value.
 */
export function SubmissionFields({ submission: s }: { submission: AdminSubmissionDetail }) {
  const { t, i18n } = useTranslation();
  const labels = useCatalogLabels();
  const format = useFormatters();
  const f = (key: keyof typeof SubmissionFieldKeys) => t(`dashboard.admin.review.fields.${key}`);
  const none = <span className="text-slate-500">{t("dashboard.admin.review.none")}</span>;
  const { live } = s;
  const changed = changedFields(s);
  /** The live value of `field` when the revision changes it, else undefined (no highlight). */
  const was = (field: ListingField, value: (l: NonNullable<typeof live>) => ReactNode) =>
    live && changed.has(field) ? value(live) : undefined;
  const optional = (text: string | null) => (text ? <VendorText>{text}</VendorText> : none);
  const list = (items: string[]) =>
    items.length > 0 ? <VendorText>{items.join(", ")}</VendorText> : none;

  return (
    <>
      {s.revisionOf ? (
        <div className="grid gap-1 rounded-lg bg-amber-50 p-3 text-amber-800 text-sm">
          {live ? (
            <p className="font-medium">
              <Trans
                i18nKey="vendorRevisions.admin.revisionOf"
                values={{ name: live.name }}
                components={{
                  tool: (
                    <Link
                      to={toolPath(live.slug)}
                      target="_blank"
                      rel="noopener"
                      dir="auto"
                      className="underline"
                    />
                  ),
                }}
              />
            </p>
          ) : null}
          <p>{t("dashboard.admin.review.revision")}</p>
          {live ? (
            <p>
              {changed.size > 0
                ? t("vendorRevisions.admin.changedFields", { count: format.number(changed.size) })
                : t("vendorRevisions.admin.noChanges")}
            </p>
          ) : null}
        </div>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={f("name")} was={was("name", (l) => <VendorText>{l.name}</VendorText>)}>
          <VendorText lang={s.language}>{s.name}</VendorText>
        </Field>
        <Field
          label={f("description")}
          was={was("description", (l) => (
            <VendorText as="p" className="block whitespace-pre-line">
              {l.description}
            </VendorText>
          ))}
        >
          <VendorText as="p" lang={s.language} className="block whitespace-pre-line">
            {s.description}
          </VendorText>
        </Field>
        <Field half label={f("category")} was={was("category", (l) => labels.category(l.category))}>
          {labels.category(s.category)}
        </Field>
        <Field
          half
          label={f("pricingModel")}
          was={was("pricingModel", (l) => labels.pricingModel(l.pricingModel))}
        >
          {labels.pricingModel(s.pricingModel)}
        </Field>
        <Field
          label={f("websiteUrl")}
          was={was("websiteUrl", (l) => (l.websiteUrl ? <LtrText>{l.websiteUrl}</LtrText> : none))}
        >
          <a
            href={s.websiteUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all text-brand-700 underline"
          >
            <LtrText>{s.websiteUrl}</LtrText>
          </a>
        </Field>
        <Field label={f("features")} was={was("features", (l) => list(l.features))}>
          <TextList items={s.features} lang={s.language} />
        </Field>
        <Field label={f("integrations")} was={was("integrations", (l) => list(l.integrations))}>
          <TextList items={s.integrations} lang={s.language} />
        </Field>
        <Field
          label={f("targetAudience")}
          was={was("targetAudience", (l) => optional(l.targetAudience))}
        >
          {s.targetAudience ? <VendorText lang={s.language}>{s.targetAudience}</VendorText> : none}
        </Field>
        <Field label={f("caseStudies")} was={was("caseStudies", (l) => optional(l.caseStudies))}>
          {s.caseStudies ? (
            <VendorText as="p" lang={s.language} className="block whitespace-pre-line">
              {s.caseStudies}
            </VendorText>
          ) : (
            none
          )}
        </Field>
        {TRANSLATED_LANGUAGES.map((lang) => (
          <Field
            key={lang}
            label={t("dashboard.admin.review.fields.translations", {
              language: labelOf(lang),
            })}
            was={was("translations", (l) => (
              <SubmissionTexts text={l.translations[lang]} lang={lang} />
            ))}
          >
            <SubmissionTexts text={s.translations[lang]} lang={lang} />
          </Field>
        ))}
        <Field
          label={t("submitTool.pricing.title")}
          was={
            live && PRICING_FIELDS.some((field) => changed.has(field)) ? (
              <SubmissionPricing pricing={live} />
            ) : undefined
          }
        >
          <SubmissionPricing pricing={s} />
        </Field>
        <Field
          label={t("submitTool.facts.title")}
          was={was("regionalFacts", (l) => <SubmissionFacts facts={l.regionalFacts} />)}
        >
          <SubmissionFacts facts={s.regionalFacts} />
        </Field>
        {VENDOR_FACTS.map(([fact, label, half]) => (
          <Field
            key={fact}
            half={half}
            label={t(label)}
            was={was(fact, (l) => <SubmissionVendorFact facts={l} fact={fact} />)}
          >
            <SubmissionVendorFact facts={s} fact={fact} />
          </Field>
        ))}
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
