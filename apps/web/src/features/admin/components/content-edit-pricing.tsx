import { PRICE_LIMITS } from "@app/shared/price-vocabulary";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { emptyPlan, type PricePlanValues } from "@/lib/price-plan-values";
import { useTranslation } from "@/lib/use-translation";
import type { ListingForm } from "./content-edit-fields";
import { ContentEditPlanRow } from "./content-edit-plan-row";

interface ContentEditPricingProps {
  form: Pick<ListingForm, "pricePlans" | "freeTier" | "freeTrialDays">;
  /** Changes these fields; `touched` is the form name whose mark of error goes. */
  onChange: (patch: Partial<ListingForm>, touched: string) => void;
  /** The id and error wiring of a field, by its form name. */
  fieldProps: (name: string) => { id: string };
  error: (name: string) => ReactNode;
}

/** The listing's price plans (rows added and removed), free tier and trial days. */
export function ContentEditPricing({ form, onChange, fieldProps, error }: ContentEditPricingProps) {
  const { t } = useTranslation();
  const plans = form.pricePlans;
  const setPlan = (index: number, patch: Partial<PricePlanValues>, field: string) =>
    onChange(
      { pricePlans: plans.map((plan, i) => (i === index ? { ...plan, ...patch } : plan)) },
      `pricePlans.${index}.${field}`,
    );
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">{t("submitTool.pricing.title")}</legend>
      {plans.map((plan, index) => (
        <ContentEditPlanRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removing one re-keys the rest with their values
          key={index}
          index={index}
          plan={plan}
          setPlan={(patch, field) => setPlan(index, patch, field)}
          onRemove={() =>
            onChange({ pricePlans: plans.filter((_, i) => i !== index) }, "pricePlans")
          }
          fieldProps={fieldProps}
          error={error}
        />
      ))}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={plans.length >= PRICE_LIMITS.plans}
        onClick={() => onChange({ pricePlans: [...plans, emptyPlan] }, "pricePlans")}
      >
        <Plus aria-hidden="true" />
        {t("submitTool.pricing.add")}
      </Button>
      {error("pricePlans")}
      <div className="flex items-center gap-2">
        <Checkbox
          id={fieldProps("freeTier").id}
          checked={form.freeTier}
          onCheckedChange={(value) => onChange({ freeTier: value === true }, "freeTier")}
        />
        <Label htmlFor={fieldProps("freeTier").id} className="font-normal">
          {t("submitTool.pricing.freeTier")}
        </Label>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fieldProps("freeTrialDays").id}>
          {t("submitTool.pricing.freeTrialDays")}
        </Label>
        <Input
          {...fieldProps("freeTrialDays")}
          type="number"
          inputMode="numeric"
          min={0}
          max={PRICE_LIMITS.trialDaysMax}
          step={1}
          dir="ltr"
          className="max-w-40"
          value={form.freeTrialDays}
          onChange={(event) => onChange({ freeTrialDays: event.target.value }, "freeTrialDays")}
        />
        {error("freeTrialDays")}
      </div>
    </fieldset>
  );
}
