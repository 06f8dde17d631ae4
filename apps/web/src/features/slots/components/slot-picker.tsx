import type { SlotChoice } from "@app/shared/consultation-slots";
import { formatSlotTime, localDateKey, timeZoneName } from "@app/shared/slot-format";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/features/locale/hooks/use-language";
import { useTranslation } from "@/lib/use-translation";
import { useConsultationSlots } from "../api/get-consultation-slots";
import { useVisitorTimeZone } from "../hooks/use-visitor-time-zone";
import { groupSlotsByDay, slotKey } from "../lib/group-slots";
import { ChoiceChip } from "./choice-chip";

export interface SlotPickerProps {
  value: SlotChoice | null;
  onChange: (choice: SlotChoice) => void;
  error?: string | undefined;
}

/** The free slots as two radio groups: the visitor's days, then that day's times in their zone. */
export function SlotPicker({ value, onChange, error }: SlotPickerProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const zone = useVisitorTimeZone();
  const slots = useConsultationSlots(zone !== null);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const id = useId();

  if (!zone || slots.isPending)
    return <Spinner label={t("slots.picker.loading")} className="py-6" />;
  if (slots.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-slate-700 text-sm">
        <p>{t("slots.picker.error")}</p>
        <Button type="button" size="sm" variant="outline" onClick={() => slots.refetch()}>
          {t("slots.picker.retry")}
        </Button>
      </div>
    );
  }
  const days = groupSlotsByDay(slots.data.slots, zone);
  const wanted = dayKey ?? (value ? localDateKey(value.startsAt, zone) : null);
  const day = days.find((d) => d.key === wanted) ?? days[0];
  if (!day) return <p className="text-slate-700 text-sm">{t("slots.picker.none")}</p>;

  const dayName = new Intl.DateTimeFormat(language, {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
  });
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-slate-900 text-sm">
          {t("slots.picker.days")}
        </legend>
        <div className="flex flex-wrap gap-2">
          {days.map((d) => (
            <ChoiceChip
              key={d.key}
              name={`${id}-day`}
              value={d.key}
              checked={d.key === day.key}
              onSelect={() => setDayKey(d.key)}
            >
              {dayName.format(new Date(d.sample))}
            </ChoiceChip>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-2 font-medium text-slate-900 text-sm">
          {t("slots.picker.times")} ({timeZoneName(new Date(day.sample), language, zone)})
        </legend>
        <div className="flex flex-wrap gap-2">
          {day.slots.map((slot) => (
            <ChoiceChip
              key={slotKey(slot)}
              name={`${id}-time`}
              value={slotKey(slot)}
              checked={value !== null && slotKey(value) === slotKey(slot)}
              onSelect={() =>
                onChange({ office: slot.office, startsAt: slot.startsAt, timeZone: zone })
              }
            >
              {t("slots.picker.timeWithOffice", {
                time: formatSlotTime(slot.startsAt, language, zone),
                office: t(`slots.picker.office.${slot.office}`),
              })}
            </ChoiceChip>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
