import { PRICE_LIMITS } from "@app/shared/price-vocabulary";
import { Plus } from "lucide-react";
import { useId } from "react";
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from "react-hook-form";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { emptyPlan } from "@/lib/price-plan-values";
import { useTranslation } from "@/lib/use-translation";
import type { ToolSubmissionBody, ToolSubmissionFormValues } from "../lib/tool-submission-form";
import { FormCheckbox } from "./form-checkbox";
import { FormSection } from "./form-section";
import { PricePlanRow } from "./price-plan-row";

interface PricePlansSectionProps {
  control: Control<ToolSubmissionFormValues, unknown, ToolSubmissionBody>;
  register: UseFormRegister<ToolSubmissionFormValues>;
  errors: FieldErrors<ToolSubmissionFormValues>;
}

/**
 * The listing's price plans (added and removed as rows, up to PRICE_LIMITS.plans), its free tier
 * and its free trial. A plan's fields exist only once it is added, so each English label still
 * names one field on the page.
 */
export function PricePlansSection({ control, register, errors }: PricePlansSectionProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: "pricePlans" });
  const full = fields.length >= PRICE_LIMITS.plans;
  // The list as a whole (too many plans): the resolver puts its issue on `pricePlans` itself.
  const listError = Boolean(errors.pricePlans?.type || errors.pricePlans?.root);
  const id = useId();
  return (
    <FormSection title={t("submitTool.pricing.title")}>
      <p className="-mt-2 text-slate-600 text-sm">{t("submitTool.pricing.intro")}</p>
      {fields.map((field, index) => (
        <PricePlanRow
          key={field.id}
          index={index}
          control={control}
          register={register}
          errors={errors.pricePlans?.[index]}
          onRemove={() => remove(index)}
        />
      ))}
      <div className="grid justify-items-start gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={full}
          aria-describedby={`${id}-limit`}
          onClick={() => append(emptyPlan, { focusName: `pricePlans.${fields.length}.name` })}
        >
          <Plus aria-hidden="true" />
          {t("submitTool.pricing.add")}
        </Button>
        <p id={`${id}-limit`} className="text-slate-500 text-xs">
          {t("submitTool.pricing.limit", { max: PRICE_LIMITS.plans })}
        </p>
        <FieldError id={`${id}-error`}>
          {listError ? t("submitTool.pricing.validation.plans", { max: PRICE_LIMITS.plans }) : null}
        </FieldError>
      </div>
      <FormCheckbox control={control} name="freeTier" label={t("submitTool.pricing.freeTier")} />
      <TextField
        label={t("submitTool.pricing.freeTrialDays")}
        hint={t("common.optional")}
        type="number"
        inputMode="numeric"
        min={0}
        max={PRICE_LIMITS.trialDaysMax}
        step={1}
        dir="ltr"
        className="max-w-40"
        error={
          errors.freeTrialDays
            ? t("submitTool.pricing.validation.freeTrialDays", { max: PRICE_LIMITS.trialDaysMax })
            : undefined
        }
        {...register("freeTrialDays")}
      />
    </FormSection>
  );
}
