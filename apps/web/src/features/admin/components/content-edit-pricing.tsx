import { BILLING_PERIODS, CURRENCIES, PRICE_LIMITS } from "@app/shared/price-plans";
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { emptyPlan, type PricePlanValues } from "@/lib/price-plan-values";
import { useTranslation } from "@/lib/use-translation";
import type { ListingForm } from "./content-edit-fields";

const SELECT = "h-10 rounded-lg border border-slate-500 bg-white px-3 text-sm";

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
      {plans.map((plan, index) => {
        const name = (field: string) => `pricePlans.${index}.${field}`;
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removing one re-keys the rest with their values
          <fieldset key={index} className="grid gap-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm">{t("submitTool.pricing.plan", { number })}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor={fieldProps(name("name")).id}>
                  {t("submitTool.pricing.fields.name")}
                </Label>
                <Input
                  {...fieldProps(name("name"))}
                  dir="auto"
                  value={plan.name}
                  onChange={(event) => setPlan(index, { name: event.target.value }, "name")}
                />
                {error(name("name"))}
              </div>
              <div className="grid gap-2">
                <Label htmlFor={fieldProps(name("billing")).id}>
                  {t("submitTool.pricing.fields.billing")}
                </Label>
                <select
                  {...fieldProps(name("billing"))}
                  className={SELECT}
                  value={plan.billing}
                  onChange={(event) =>
                    setPlan(
                      index,
                      { billing: event.target.value as PricePlanValues["billing"] },
                      "amount",
                    )
                  }
                >
                  {BILLING_PERIODS.map((value) => (
                    <option key={value} value={value}>
                      {t(`submitTool.pricing.billing.${value}`)}
                    </option>
                  ))}
                </select>
              </div>
              {plan.billing === "custom" ? (
                <p className="self-end text-slate-600 text-sm">
                  {t("submitTool.pricing.quoteNote")}
                </p>
              ) : (
                <div className="grid gap-2">
                  <Label htmlFor={fieldProps(name("amount")).id}>
                    {t("submitTool.pricing.fields.amount")}
                  </Label>
                  <Input
                    {...fieldProps(name("amount"))}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    dir="ltr"
                    value={plan.amount}
                    onChange={(event) => setPlan(index, { amount: event.target.value }, "amount")}
                  />
                  {error(name("amount"))}
                </div>
              )}
              <div className="grid gap-2">
                <Label htmlFor={fieldProps(name("currency")).id}>
                  {t("submitTool.pricing.fields.currency")}
                </Label>
                <select
                  {...fieldProps(name("currency"))}
                  className={SELECT}
                  value={plan.currency}
                  onChange={(event) =>
                    setPlan(
                      index,
                      { currency: event.target.value as PricePlanValues["currency"] },
                      "currency",
                    )
                  }
                >
                  {CURRENCIES.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor={fieldProps(name("maxUsers")).id}>
                  {t("submitTool.pricing.fields.maxUsers")}
                </Label>
                <Input
                  {...fieldProps(name("maxUsers"))}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  dir="ltr"
                  value={plan.maxUsers}
                  onChange={(event) => setPlan(index, { maxUsers: event.target.value }, "maxUsers")}
                />
                {error(name("maxUsers"))}
              </div>
              <div className="flex items-center gap-2 self-end pb-2">
                <Checkbox
                  id={fieldProps(name("taxIncluded")).id}
                  checked={plan.taxIncluded}
                  onCheckedChange={(value) =>
                    setPlan(index, { taxIncluded: value === true }, "taxIncluded")
                  }
                />
                <Label htmlFor={fieldProps(name("taxIncluded")).id} className="font-normal">
                  {t("submitTool.pricing.fields.taxIncluded")}
                </Label>
              </div>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="justify-self-start text-red-700"
              onClick={() =>
                onChange({ pricePlans: plans.filter((_, i) => i !== index) }, "pricePlans")
              }
            >
              <Trash2 aria-hidden="true" />
              {t("submitTool.pricing.remove", { number })}
            </Button>
          </fieldset>
        );
      })}
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
