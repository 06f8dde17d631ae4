import { useId } from "react";
import { ChoiceChip } from "@/features/slots/components/choice-chip";
import { useTranslation } from "@/lib/use-translation";

export type MeetingMode = "slot" | "callback";

/** Book a free slot now, or be called back to arrange one (the plain request). */
export function MeetingModeField({
  value,
  onChange,
}: {
  value: MeetingMode;
  onChange: (mode: MeetingMode) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-slate-900 text-sm">{t("slots.mode.legend")}</legend>
      <div className="flex flex-wrap gap-2">
        {(["slot", "callback"] as const).map((mode) => (
          <ChoiceChip
            key={mode}
            name={name}
            value={mode}
            checked={value === mode}
            onSelect={() => onChange(mode)}
          >
            {t(`slots.mode.${mode}`)}
          </ChoiceChip>
        ))}
      </div>
    </fieldset>
  );
}
