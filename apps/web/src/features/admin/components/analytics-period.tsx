import {
  ADMIN_ANALYTICS_LIMITS,
  addDays,
  isIsoDate,
  periodProblem,
} from "@app/shared/admin-analytics";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useTranslation } from "@/lib/use-translation";
import type { AnalyticsPeriod } from "../api/admin-analytics";

/** Today's UTC date, YYYY-MM-DD: the server counts UTC days. */
export function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The last `days` days, ending today. */
export function lastDays(days: number): AnalyticsPeriod {
  const to = utcToday();
  return { from: addDays(to, 1 - days), to };
}

type DateError = "invalidDate" | "startsAfterEnd" | "tooLong";

function check(from: string, to: string): { from?: DateError; to?: DateError } {
  const errors: { from?: DateError; to?: DateError } = {};
  if (!isIsoDate(from)) errors.from = "invalidDate";
  if (!isIsoDate(to)) errors.to = "invalidDate";
  if (errors.from || errors.to) return errors;
  const problem = periodProblem(from, to);
  if (problem) errors[problem.field] = problem.code === "too_long" ? "tooLong" : "startsAfterEnd";
  return errors;
}

interface PeriodPickerProps {
  period: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}

/** Presets (7, 30, 90 days) and a from/to pair of date inputs, checked before they are asked for. */
export function AnalyticsPeriodPicker({ period, onChange }: PeriodPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(period);
  const [errors, setErrors] = useState<{ from?: DateError; to?: DateError }>({});

  const choose = (next: AnalyticsPeriod) => {
    setDraft(next);
    setErrors({});
    onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft.from, draft.to);
    setErrors(found);
    if (!found.from && !found.to) onChange(draft);
  };
  const message = (error: DateError) =>
    t(`adminAnalytics.period.errors.${error}`, { days: ADMIN_ANALYTICS_LIMITS.maxDays });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-slate-700 text-sm">
          {t("adminAnalytics.period.presetsLabel")}
        </legend>
        <div className="flex flex-wrap gap-2">
          {ADMIN_ANALYTICS_LIMITS.presetDays.map((days) => {
            const preset = lastDays(days);
            const active = preset.from === period.from && preset.to === period.to;
            return (
              <Button
                key={days}
                type="button"
                size="sm"
                variant={active ? "default" : "outline"}
                aria-pressed={active}
                onClick={() => choose(preset)}
              >
                {t("adminAnalytics.period.preset", { count: days })}
              </Button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <legend className="sr-only">{t("adminAnalytics.period.legend")}</legend>
        {(["from", "to"] as const).map((field) => (
          <div key={field} className="grid gap-1.5">
            <Label htmlFor={`${id}-${field}`}>{t(`adminAnalytics.period.${field}`)}</Label>
            <Input
              id={`${id}-${field}`}
              type="date"
              value={draft[field]}
              max={utcToday()}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
            {errors[field] ? (
              <FieldError id={`${id}-${field}-error`}>{message(errors[field])}</FieldError>
            ) : null}
          </div>
        ))}
        <Button type="submit" variant="outline" className="sm:mt-6">
          {t("adminAnalytics.period.apply")}
        </Button>
      </fieldset>
    </form>
  );
}
