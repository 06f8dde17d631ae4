import {
  BILLING_PERIODS,
  CURRENCIES,
  PRICE_LIMITS,
  USAGE_UNITS,
} from "@app/shared/price-vocabulary";
import { Trash2 } from "lucide-react";
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from "react-hook-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/features/locale/hooks/use-language";
import type { PricePlanValues } from "@/lib/price-plan-values";
import { useTranslation } from "@/lib/use-translation";
import type { ToolSubmissionBody, ToolSubmissionFormValues } from "../lib/tool-submission-form";
import { FormCheckbox } from "./form-checkbox";

interface PricePlanRowProps {
  index: number;
  control: Control<ToolSubmissionFormValues, unknown, ToolSubmissionBody>;
  register: UseFormRegister<ToolSubmissionFormValues>;
  errors: FieldErrors<PricePlanValues> | undefined;
  onRemove: () => void;
}

/** One plan: its name, billing, amount (none for a custom quote), currency, tax and users. */
export function PricePlanRow({ index, control, register, errors, onRemove }: PricePlanRowProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const billing = useWatch({ control, name: `pricePlans.${index}.billing` });
  const number = index + 1;
  const currencyName = new Intl.DisplayNames(language, { type: "currency" });
  const billingOptions = BILLING_PERIODS.map((value) => ({
    value,
    label: t(`submitTool.pricing.billing.${value}`),
  }));
  const currencyOptions = CURRENCIES.map((value) => ({
    value,
    label: `${value} · ${currencyName.of(value) ?? value}`,
  }));
  const unitOptions = USAGE_UNITS.map((value) => ({
    value,
    label: t(`submitTool.pricing.units.${value}`),
  }));
  const name = `pricePlans.${index}` as const;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-medium text-slate-900">
        {t("submitTool.pricing.plan", { number })}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("submitTool.pricing.fields.name")}
          aria-required="true"
          maxLength={PRICE_LIMITS.planName}
          dir="auto"
          error={errors?.name ? t("submitTool.pricing.validation.name") : undefined}
          {...register(`${name}.name`)}
        />
        <SelectField
          control={control}
          name={`${name}.billing`}
          label={t("submitTool.pricing.fields.billing")}
          placeholder={t("submitTool.pricing.fields.billing")}
          options={billingOptions}
          required
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {billing === "custom" ? (
          <p className="self-end text-slate-600 text-sm">{t("submitTool.pricing.quoteNote")}</p>
        ) : (
          <TextField
            label={t("submitTool.pricing.fields.amount")}
            aria-required="true"
            type="number"
            inputMode="decimal"
            min={0}
            max={PRICE_LIMITS.amountMax}
            step="any"
            dir="ltr"
            error={errors?.amount ? t("submitTool.pricing.validation.amount") : undefined}
            {...register(`${name}.amount`)}
          />
        )}
        <SelectField
          control={control}
          name={`${name}.currency`}
          label={t("submitTool.pricing.fields.currency")}
          placeholder={t("submitTool.pricing.fields.currency")}
          options={currencyOptions}
          required
        />
      </div>
      {billing === "per_usage" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("submitTool.pricing.fields.usageQuantity")}
            hint={t("submitTool.pricing.usageHint")}
            aria-required="true"
            type="number"
            inputMode="numeric"
            min={1}
            max={PRICE_LIMITS.usageQuantityMax}
            step={1}
            dir="ltr"
            // The schema reports the unit of use on `usage` (the form's two fields make it).
            error={
              errors && "usage" in errors
                ? t("submitTool.pricing.validation.usageQuantity")
                : undefined
            }
            {...register(`${name}.usageQuantity`)}
          />
          <SelectField
            control={control}
            name={`${name}.usageUnit`}
            label={t("submitTool.pricing.fields.usageUnit")}
            placeholder={t("submitTool.pricing.fields.usageUnit")}
            options={unitOptions}
            required
          />
        </div>
      ) : null}
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <TextField
          label={t("submitTool.pricing.fields.maxUsers")}
          hint={t("submitTool.pricing.noLimit")}
          type="number"
          inputMode="numeric"
          min={1}
          max={PRICE_LIMITS.maxUsersMax}
          step={1}
          dir="ltr"
          error={errors?.maxUsers ? t("submitTool.pricing.validation.maxUsers") : undefined}
          {...register(`${name}.maxUsers`)}
        />
        <div className="pb-2">
          <FormCheckbox
            control={control}
            name={`${name}.taxIncluded`}
            label={t("submitTool.pricing.fields.taxIncluded")}
          />
        </div>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start text-red-700"
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
        {t("submitTool.pricing.remove", { number })}
      </Button>
    </fieldset>
  );
}
