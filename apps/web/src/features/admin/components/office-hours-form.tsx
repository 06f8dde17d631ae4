import type { AvailabilityWindow, OfficeAvailability } from "@app/shared/consultation-slots";
import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useLanguage } from "@/features/locale/hooks/use-language";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useSaveConsultationHours } from "../api/consultation-hours";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** 5 January 2026 was a Monday: weekday n is 4 + n January. */
const weekdayName = (language: string, weekday: number) =>
  new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, 0, 4 + weekday)),
  );
const selectClass = "h-10 rounded-lg border border-slate-500 bg-white px-2 text-sm text-slate-900";

/** One office's weekly hours, time zone and days off, saved whole. */
export function OfficeHoursForm({ office }: { office: OfficeAvailability }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const save = useSaveConsultationHours(office.office);
  const [timeZone, setTimeZone] = useState(office.timeZone);
  const [windows, setWindows] = useState<AvailabilityWindow[]>(office.windows);
  const [blackouts, setBlackouts] = useState<string[]>(office.blackoutDates);
  const title = t(`slots.admin.office.${office.office}`);

  const setWindow = (index: number, change: Partial<AvailabilityWindow>) =>
    setWindows((all) => all.map((w, i) => (i === index ? { ...w, ...change } : w)));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({ timeZone, windows, blackoutDates: blackouts.filter(Boolean) });
      toast.success(t("slots.admin.saved"));
    } catch {
      toast.error(t("slots.admin.failed"));
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-4 rounded-lg border border-slate-200 p-4"
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </h4>
      <div className="grid max-w-sm gap-2">
        <Label htmlFor={`${id}-zone`}>{t("slots.admin.timeZone")}</Label>
        <Input
          id={`${id}-zone`}
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          dir="ltr"
          required
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-slate-800 text-sm">
          {t("slots.admin.hours")}
        </legend>
        {windows.length === 0 ? (
          <p className="text-slate-600 text-sm">{t("slots.admin.noWindows")}</p>
        ) : null}
        {windows.map((w, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row has no identity but its place; its fields are controlled from state by that place
          <div key={index} className="flex flex-wrap items-end gap-2">
            <label className="grid gap-1 text-sm">
              {t("slots.admin.weekday")}
              <select
                className={selectClass}
                value={w.weekday}
                onChange={(e) => setWindow(index, { weekday: Number(e.target.value) })}
              >
                {WEEKDAYS.map((d) => (
                  <option key={d} value={d}>
                    {weekdayName(language, d)}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1 text-sm" htmlFor={`${id}-from-${index}`}>
              {t("slots.admin.from")}
              <Input
                id={`${id}-from-${index}`}
                type="time"
                className="w-32"
                value={w.start}
                onChange={(e) => setWindow(index, { start: e.target.value })}
              />
            </label>
            <label className="grid gap-1 text-sm" htmlFor={`${id}-to-${index}`}>
              {t("slots.admin.to")}
              <Input
                id={`${id}-to-${index}`}
                type="time"
                className="w-32"
                value={w.end}
                onChange={(e) => setWindow(index, { end: e.target.value })}
              />
            </label>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setWindows((all) => all.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" />
              {t("slots.admin.remove")}
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            setWindows((all) => [...all, { weekday: 1, start: "09:00", end: "17:00" }])
          }
        >
          <Plus aria-hidden="true" />
          {t("slots.admin.addWindow")}
        </Button>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-slate-800 text-sm">
          {t("slots.admin.blackouts")}
        </legend>
        {blackouts.map((day, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row has no identity but its place; its field is controlled from state by that place
          <div key={index} className="flex flex-wrap items-center gap-2">
            <Input
              type="date"
              className="w-44"
              aria-label={t("slots.admin.blackouts")}
              value={day}
              onChange={(e) =>
                setBlackouts((all) => all.map((d, i) => (i === index ? e.target.value : d)))
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setBlackouts((all) => all.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" />
              {t("slots.admin.remove")}
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setBlackouts((all) => [...all, ""])}
        >
          <Plus aria-hidden="true" />
          {t("slots.admin.addBlackout")}
        </Button>
      </fieldset>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? t("slots.admin.saving") : t("slots.admin.save")}
      </Button>
    </form>
  );
}
