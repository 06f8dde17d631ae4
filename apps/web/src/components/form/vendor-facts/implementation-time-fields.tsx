import { DURATION_UNITS } from "@app/shared/vendor-fact-vocabulary";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useTranslation } from "@/lib/use-translation";
import type { ImplementationTimeValues } from "@/lib/vendor-fact-values";
import { FACT_SELECT, type GroupControl } from "./fact-group";

interface ImplementationTimeFieldsProps {
  /** The first number's id; the others add `-max` and `-unit`. */
  id: string;
  value: ImplementationTimeValues;
  onChange: (value: ImplementationTimeValues) => void;
  control: (name: string) => GroupControl;
}

/** Two numbers and a unit: "1 to 2 weeks"; one number alone is a fixed time. */
export function ImplementationTimeFields({
  id,
  value,
  onChange,
  control,
}: ImplementationTimeFieldsProps) {
  const { t } = useTranslation();
  const set = (change: Partial<ImplementationTimeValues>) => onChange({ ...value, ...change });
  return (
    // Two numbers side by side and the unit under them on a phone; three in a row from sm.
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{t("submitTool.vendorFacts.from")}</Label>
        <Input
          {...control("implementationTime.min")}
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          value={value.min}
          onChange={(event) => set({ min: event.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-max`}>{t("submitTool.vendorFacts.to")}</Label>
        <Input
          {...control("implementationTime.max")}
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          min={0}
          value={value.max}
          onChange={(event) => set({ max: event.target.value })}
        />
      </div>
      <div className="col-span-2 grid gap-1 sm:col-span-1">
        <Label htmlFor={`${id}-unit`}>{t("submitTool.vendorFacts.unit")}</Label>
        <select
          {...control("implementationTime.unit")}
          id={`${id}-unit`}
          className={FACT_SELECT}
          value={value.unit}
          onChange={(event) =>
            set({ unit: event.target.value as ImplementationTimeValues["unit"] })
          }
        >
          <option value="">{t("submitTool.vendorFacts.notStated")}</option>
          {DURATION_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`submitTool.vendorFacts.unitNames.${unit}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
