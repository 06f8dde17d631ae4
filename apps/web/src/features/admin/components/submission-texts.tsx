import type { TranslatedLanguage } from "@app/shared/i18n";
import { directionOf } from "@app/shared/i18n";
import { SUBMISSION_TEXT_FIELDS, type SubmissionText } from "@app/shared/leads";
import { useTranslation } from "@/lib/use-translation";

/**
 * One language's texts of a submission (or of the live listing it revises), each under its
 * label, in the language's script and direction; "none" when the vendor wrote none.
 */
export function SubmissionTexts({
  text,
  lang,
}: {
  text: SubmissionText | undefined;
  lang: TranslatedLanguage;
}) {
  const { t } = useTranslation();
  const written = SUBMISSION_TEXT_FIELDS.filter((field) => text?.[field] !== undefined);
  if (!text || written.length === 0)
    return <span className="text-slate-500">{t("dashboard.admin.review.none")}</span>;
  return (
    <dl className="grid gap-2">
      {written.map((field) => {
        const value = text[field];
        return (
          <div key={field} className="grid gap-0.5">
            <dt className="text-slate-500 text-xs">
              {t(`dashboard.admin.review.fields.${field}`)}
            </dt>
            <dd lang={lang} dir={directionOf(lang)} className="whitespace-pre-line">
              {Array.isArray(value) ? (
                <ul className="list-disc ps-5">
                  {value.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
