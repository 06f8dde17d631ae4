import {
  MATURITY_ANSWERS,
  MATURITY_AREAS,
  MATURITY_QUESTIONS,
  type MaturityInput,
  type MaturityQuestionId,
} from "@app/shared/maturity";
import { useId } from "react";
import { type UseFormRegister, useWatch } from "react-hook-form";
import { SelectField } from "@/components/form/select-field";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { useVocabularyOptions } from "@/features/leads/hooks/use-vocabulary-options";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";
import {
  type AssessmentFormValues,
  assessmentFormValues,
  assessmentResolver,
} from "../lib/assessment-form";

interface AssessmentFormProps {
  /** The answers to start from (a retake starts from the last ones). */
  initial?: MaturityInput | undefined;
  busy: boolean;
  onSubmit: (input: MaturityInput) => void;
}

/**
 * Twelve statements in five areas, each a radio group on the same four-step scale, and the
 * optional industry. Submitting with a statement unanswered marks it and moves the focus there.
 */
export function AssessmentForm({ initial, busy, onSubmit }: AssessmentFormProps) {
  const { t } = useTranslation();
  const { industries } = useVocabularyOptions();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useFocusedForm<AssessmentFormValues, unknown, MaturityInput>({
    resolver: assessmentResolver,
    defaultValues: assessmentFormValues(initial),
  });
  const values = useWatch({ control });
  const answered = MATURITY_QUESTIONS.filter((question) => values[question.id]).length;
  const unanswered = MATURITY_QUESTIONS.some((question) => errors[question.id]);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-8" aria-busy={busy}>
      {MATURITY_AREAS.map((area) => (
        <fieldset key={area} className="grid gap-5">
          <legend className="mb-3 font-semibold text-lg text-slate-900">
            {t(`maturity.areas.${area}`)}
          </legend>
          {MATURITY_QUESTIONS.filter((question) => question.area === area).map((question) => (
            <Statement
              key={question.id}
              id={question.id}
              error={errors[question.id] ? t("maturity.native.unanswered") : undefined}
              register={register}
            />
          ))}
        </fieldset>
      ))}
      <SelectField
        control={control}
        name="industry"
        label={t("maturity.native.industry")}
        hint={t("maturity.native.industryHint")}
        placeholder={t("maturity.native.industryPlaceholder")}
        options={industries}
        clearable
      />
      <div className="grid gap-3 sm:flex sm:items-center sm:gap-4">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t("maturity.native.submitting") : t("maturity.native.submit")}
        </Button>
        <p className="text-slate-600 text-sm" aria-live="polite">
          {t("maturity.native.progress", { answered, total: MATURITY_QUESTIONS.length })}
        </p>
      </div>
      {isSubmitted && unanswered ? (
        <p role="alert" className="text-red-600 text-sm">
          {t("maturity.native.unansweredSummary")}
        </p>
      ) : null}
    </form>
  );
}

function Statement({
  id,
  error,
  register,
}: {
  id: MaturityQuestionId;
  error: string | undefined;
  register: UseFormRegister<AssessmentFormValues>;
}) {
  const { t } = useTranslation();
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-slate-800">{t(`maturity.questions.${id}`)}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {MATURITY_ANSWERS.map((value) => (
          <label key={value} className="relative cursor-pointer">
            <input
              type="radio"
              value={String(value)}
              aria-invalid={error ? true : undefined}
              className="peer absolute inset-0 opacity-0"
              {...register(id)}
            />
            <span className="block h-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-center text-slate-800 text-sm peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:font-semibold peer-checked:text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2">
              {t(`maturity.native.scale.${value}`)}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
