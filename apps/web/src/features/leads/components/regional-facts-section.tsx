import {
  FACT_KIND_NAMES,
  FACT_KINDS,
  FACT_LIMITS,
  type FactKind,
} from "@app/shared/fact-vocabulary";
import { useId } from "react";
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from "react-hook-form";
import { TextField } from "@/components/form/text-field";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError } from "@/components/ui/field-error";
import { factIndex, type RegionalFactValues } from "@/lib/price-plan-values";
import { useFactLabels } from "@/lib/use-fact-labels";
import { useTranslation } from "@/lib/use-translation";
import type { ToolSubmissionBody, ToolSubmissionFormValues } from "../lib/tool-submission-form";
import { FormSection } from "./form-section";

interface RegionalFactsSectionProps {
  control: Control<ToolSubmissionFormValues, unknown, ToolSubmissionBody>;
  register: UseFormRegister<ToolSubmissionFormValues>;
  errors: FieldErrors<ToolSubmissionFormValues>["regionalFacts"];
}

/**
 * "Will it work in the Gulf and India?": a group of checkboxes per kind of fact; a ticked value
 * asks for the link to its evidence right under it, which an admin checks before verifying it.
 */
export function RegionalFactsSection({ control, register, errors }: RegionalFactsSectionProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: "regionalFacts" });
  return (
    <FormSection title={t("submitTool.facts.title")}>
      <p className="-mt-2 text-slate-600 text-sm">{t("submitTool.facts.intro")}</p>
      {FACT_KIND_NAMES.map((kind) => (
        <FactKindGroup
          key={kind}
          kind={kind}
          chosen={fields}
          register={register}
          errors={errors}
          onToggle={(value, on) => {
            const index = factIndex(fields, kind, value);
            if (on && index < 0 && fields.length < FACT_LIMITS.facts)
              append({ kind, value, evidenceUrl: "" }, { shouldFocus: false });
            if (!on && index >= 0) remove(index);
          }}
        />
      ))}
    </FormSection>
  );
}

function FactKindGroup({
  kind,
  chosen,
  register,
  errors,
  onToggle,
}: {
  kind: FactKind;
  chosen: readonly RegionalFactValues[];
  register: UseFormRegister<ToolSubmissionFormValues>;
  errors: RegionalFactsSectionProps["errors"];
  onToggle: (value: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const labels = useFactLabels();
  const id = useId();
  return (
    <fieldset className="grid gap-3" data-testid={`facts-${kind}`}>
      <legend className="mb-2 font-medium text-slate-900">
        {labels.kind(kind)}
        <span className="block font-normal text-slate-600 text-sm">
          {t(`submitTool.facts.questions.${kind}`)}
        </span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {FACT_KINDS[kind].map((value) => {
          const index = factIndex(chosen, kind, value);
          const checkboxId = `${id}-${value}`;
          const valueLabel = labels.value(kind, value);
          const rowErrors = index >= 0 ? errors?.[index] : undefined;
          return (
            <div key={value} className="grid content-start gap-2">
              <div className="flex items-start gap-3">
                <Checkbox
                  id={checkboxId}
                  checked={index >= 0}
                  onCheckedChange={(state) => onToggle(value, state === true)}
                  aria-invalid={rowErrors?.value ? true : undefined}
                  aria-describedby={rowErrors?.value ? `${checkboxId}-error` : undefined}
                  className="mt-0.5"
                />
                <label htmlFor={checkboxId} className="text-slate-800 text-sm">
                  {valueLabel}
                </label>
              </div>
              <FieldError id={`${checkboxId}-error`}>
                {rowErrors?.value ? t("submitTool.facts.validation.value") : null}
              </FieldError>
              {index >= 0 ? (
                <TextField
                  label={t("submitTool.facts.evidence", {
                    fact: `${labels.kind(kind)}: ${valueLabel}`,
                  })}
                  type="url"
                  inputMode="url"
                  dir="ltr"
                  aria-required="true"
                  placeholder="https://"
                  hint={t("submitTool.facts.evidenceHint")}
                  error={
                    rowErrors?.evidenceUrl ? t("submitTool.facts.validation.evidence") : undefined
                  }
                  {...register(`regionalFacts.${index}.evidenceUrl`)}
                />
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
