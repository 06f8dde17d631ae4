import {
  directionOf,
  labelOf,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from "@app/shared/i18n";
import { ChevronDown } from "lucide-react";
import type { Control, FieldError, FieldErrors, UseFormRegister } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { TextareaField } from "@/components/form/textarea-field";
import { useDetailsOpen } from "@/lib/use-details-open";
import { useTranslation } from "@/lib/use-translation";
import {
  type ToolSubmissionBody,
  type ToolSubmissionFormValues,
  TRANSLATED_TEXT_FIELDS,
  type TranslatedTextValues,
} from "../lib/tool-submission-form";
import { FormSection } from "./form-section";

const ROWS: Record<keyof TranslatedTextValues, number> = {
  description: 4,
  features: 4,
  targetAudience: 3,
  caseStudies: 3,
};

interface TranslatedTextsSectionProps {
  control: Control<ToolSubmissionFormValues, unknown, ToolSubmissionBody>;
  register: UseFormRegister<ToolSubmissionFormValues>;
  errors: FieldErrors<ToolSubmissionFormValues>["translations"];
  /** The texts the form started with. */
  initial: ToolSubmissionFormValues["translations"];
  /** How the English fields word an error: a text field's, or a list's. */
  errorText: (error: FieldError | undefined, kind: "text" | "list") => string | undefined;
}

/**
 * The description, features, audience and use cases in Arabic and Hindi, each language folded
 * (its summary counts the fields written) until opened or holding an error. Each field is
 * written in its language's script and direction, whatever the page's language.
 */
export function TranslatedTextsSection({
  control,
  register,
  errors,
  initial,
  errorText,
}: TranslatedTextsSectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t("submitTool.translations.title")}>
      <p className="-mt-2 text-slate-600 text-sm">{t("submitTool.translations.intro")}</p>
      {TRANSLATED_LANGUAGES.map((lang) => (
        <LanguageTexts
          key={lang}
          lang={lang}
          control={control}
          register={register}
          errors={errors?.[lang]}
          initial={initial[lang]}
          errorText={errorText}
        />
      ))}
    </FormSection>
  );
}

function LanguageTexts({
  lang,
  control,
  register,
  errors,
  initial,
  errorText,
}: {
  lang: TranslatedLanguage;
  control: Control<ToolSubmissionFormValues, unknown, ToolSubmissionBody>;
  register: UseFormRegister<ToolSubmissionFormValues>;
  errors: FieldErrors<TranslatedTextValues> | undefined;
  initial: TranslatedTextValues;
  errorText: TranslatedTextsSectionProps["errorText"];
}) {
  const { t } = useTranslation();
  const texts = useWatch({ control, name: `translations.${lang}` }) ?? initial;
  const filled = TRANSLATED_TEXT_FIELDS.filter((field) => texts[field]?.trim()).length;
  const { ref, open, onToggle } = useDetailsOpen();
  const language = labelOf(lang);
  const hasError = TRANSLATED_TEXT_FIELDS.some((field) => errors?.[field]);
  const shown = open || hasError;
  return (
    <details
      className="group rounded-lg border border-slate-200"
      open={shown}
      ref={ref}
      onToggle={onToggle}
      data-testid={`texts-${lang}`}
    >
      <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-4 py-3 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
        <span lang={lang}>{language}</span>
        <span className="flex items-center gap-2 font-normal text-slate-500 text-sm">
          {t("submitTool.translations.filled", {
            count: filled,
            total: TRANSLATED_TEXT_FIELDS.length,
          })}
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
        </span>
      </summary>
      {/* Mounted only while open, so each English label names one field on the page. */}
      {shown ? (
        <div className="grid gap-5 px-4 pt-1 pb-4">
          {TRANSLATED_TEXT_FIELDS.map((field) => (
            <TextareaField
              key={field}
              label={t("submitTool.translations.field", {
                field: t(`submitTool.fields.${field}`),
                language,
              })}
              hint={t("common.optional")}
              description={field === "features" ? t("submitTool.listHelp") : undefined}
              rows={ROWS[field]}
              lang={lang}
              dir={directionOf(lang)}
              error={errorText(errors?.[field], field === "features" ? "list" : "text")}
              {...register(`translations.${lang}.${field}`)}
            />
          ))}
        </div>
      ) : null}
    </details>
  );
}
