import { BILLING_PERIODS, CURRENCIES, USAGE_UNITS } from "@app/shared/price-vocabulary";
import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PricePlanValues } from "@/lib/price-plan-values";
import { useTranslation } from "@/lib/use-translation";

const SELECT = "h-10 rounded-lg border border-slate-500 bg-white px-3 text-sm";

interface ContentEditPlanRowProps {
  index: number;
  plan: PricePlanValues;
  /** Changes the plan; `field` is the part whose mark of error goes. */
  setPlan: (patch: Partial<PricePlanValues>, field: string) => void;
  onRemove: () => void;
  fieldProps: (name: string) => { id: string };
  error: (name: string) => ReactNode;
}

/** One plan of the admin's edit: name, billing, amount (none for a quote), currency, users, tax. */
export function ContentEditPlanRow({
  index,
  plan,
  setPlan,
  onRemove,
  fieldProps,
  error,
}: ContentEditPlanRowProps) {
  const { t } = useTranslation();
  const name = (field: string) => `pricePlans.${index}.${field}`;
  const number = index + 1;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm">{t("submitTool.pricing.plan", { number })}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={fieldProps(name("name")).id}>{t("submitTool.pricing.fields.name")}</Label>
          <Input
            {...fieldProps(name("name"))}
            dir="auto"
            value={plan.name}
            onChange={(event) => setPlan({ name: event.target.value }, "name")}
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
              setPlan({ billing: event.target.value as PricePlanValues["billing"] }, "amount")
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
          <p className="self-end text-slate-600 text-sm">{t("submitTool.pricing.quoteNote")}</p>
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
              onChange={(event) => setPlan({ amount: event.target.value }, "amount")}
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
              setPlan({ currency: event.target.value as PricePlanValues["currency"] }, "currency")
            }
          >
            {CURRENCIES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        {plan.billing === "per_usage" ? (
          <>
            <div className="grid gap-2">
              <Label htmlFor={fieldProps(name("usage.quantity")).id}>
                {t("submitTool.pricing.fields.usageQuantity")}
              </Label>
              <Input
                {...fieldProps(name("usage.quantity"))}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                dir="ltr"
                value={plan.usageQuantity}
                onChange={(event) => setPlan({ usageQuantity: event.target.value }, "usage")}
              />
              {error(name("usage.quantity"))}
            </div>
            <div className="grid gap-2">
              <Label htmlFor={fieldProps(name("usage.unit")).id}>
                {t("submitTool.pricing.fields.usageUnit")}
              </Label>
              <select
                {...fieldProps(name("usage.unit"))}
                className={SELECT}
                value={plan.usageUnit}
                onChange={(event) =>
                  setPlan(
                    { usageUnit: event.target.value as PricePlanValues["usageUnit"] },
                    "usage",
                  )
                }
              >
                {USAGE_UNITS.map((value) => (
                  <option key={value} value={value}>
                    {t(`submitTool.pricing.units.${value}`)}
                  </option>
                ))}
              </select>
              {error(name("usage"))}
            </div>
          </>
        ) : null}
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
            onChange={(event) => setPlan({ maxUsers: event.target.value }, "maxUsers")}
          />
          {error(name("maxUsers"))}
        </div>
        <div className="flex items-center gap-2 self-end pb-2">
          <Checkbox
            id={fieldProps(name("taxIncluded")).id}
            checked={plan.taxIncluded}
            onCheckedChange={(value) => setPlan({ taxIncluded: value === true }, "taxIncluded")}
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
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
        {t("submitTool.pricing.remove", { number })}
      </Button>
    </fieldset>
  );
}
