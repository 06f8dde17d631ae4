import { BASE_CURRENCY, CURRENCIES, exchangeRateInputSchema } from "@app/shared/price-plans";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { z } from "zod";
import { FieldShell } from "@/components/form/field-shell";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { applyServerErrors } from "@/lib/apply-server-errors";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";
import { useSetExchangeRate } from "../api/set-exchange-rate";

/** The shared schema, with an empty date standing for today (the server's default). */
const formSchema = exchangeRateInputSchema.extend({
  effectiveOn: z.union([z.literal(""), z.iso.date()]),
});
type FormInput = z.input<typeof formSchema>;
const FIELDS = ["currency", "unitsPerUsd", "effectiveOn"] as const;
const SETTABLE = CURRENCIES.filter((currency) => currency !== BASE_CURRENCY);

/** Sets a currency's rate from a day on: zod's checks on each field, a toast when it is set. */
export function ExchangeRateForm() {
  const { t } = useTranslation();
  const currencyId = useId();
  const setRate = useSetExchangeRate();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useFocusedForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { currency: "INR", unitsPerUsd: "", effectiveOn: "" },
  });
  const message = (field: (typeof FIELDS)[number]) =>
    errors[field] ? t(`adminRates.errors.${field}`) : undefined;

  const onSubmit = handleSubmit(async ({ effectiveOn, ...input }) => {
    try {
      const rate = await setRate.mutateAsync({ ...input, effectiveOn: effectiveOn || undefined });
      toast.success(t("adminRates.saved", { currency: rate.currency, date: rate.effectiveOn }));
      reset({ currency: input.currency, unitsPerUsd: "", effectiveOn: "" });
    } catch (error) {
      if (!applyServerErrors(error, FIELDS, setError)) {
        toast.error(failureText(error, t, t("adminRates.failed")));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-4 sm:items-start">
      <FieldShell label={t("adminRates.currency")} id={currencyId} error={message("currency")}>
        {(control) => (
          <select
            {...control}
            {...register("currency")}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
          >
            {SETTABLE.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <TextField
        label={t("adminRates.rate")}
        hint={t("adminRates.rateHint")}
        inputMode="decimal"
        autoComplete="off"
        error={message("unitsPerUsd")}
        {...register("unitsPerUsd")}
      />
      <TextField
        label={t("adminRates.effectiveOn")}
        hint={t("adminRates.effectiveOnHint")}
        type="date"
        error={message("effectiveOn")}
        {...register("effectiveOn")}
      />
      <Button type="submit" disabled={setRate.isPending} className="sm:mt-7">
        {setRate.isPending ? t("adminRates.saving") : t("adminRates.submit")}
      </Button>
    </form>
  );
}
