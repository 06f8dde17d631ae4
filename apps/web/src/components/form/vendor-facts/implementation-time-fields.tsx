import { DURATION_UNITS } from "@app/shared/vendor-fact-vocabulary";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useTranslation } from "@/lib/use-translation";
import type { ImplementationTimeValues } from "@/lib/vendor-fact-values";
import type { GroupControl } from "./fact-group";
import { FactSelect } from "./fact-select";

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
  const numbers = [
    { bound: "min", inputId: id, label: t("submitTool.vendorFacts.from") },
    { bound: "max", inputId: `${id}-max`, label: t("submitTool.vendorFacts.to") },
  ] as const;
  return (
    // Two numbers side by side and the unit under them on a phone; three in a row from sm.
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {numbers.map(({ bound, inputId, label }) => (
        <div key={bound} className="grid gap-1">
          <Label htmlFor={inputId}>{label}</Label>
          <Input
            {...control(`implementationTime.${bound}`)}
            id={inputId}
            type="number"
            inputMode="numeric"
            min={0}
            value={value[bound]}
            onChange={(event) => set({ [bound]: event.target.value })}
          />
        </div>
      ))}
      <FactSelect
        id={`${id}-unit`}
        className="col-span-2 sm:col-span-1"
        label={t("submitTool.vendorFacts.unit")}
        control={control("implementationTime.unit")}
        value={value.unit}
        onChange={(unit) => set({ unit })}
        options={DURATION_UNITS.map((unit) => ({
          value: unit,
          label: t(`submitTool.vendorFacts.unitNames.${unit}`),
        }))}
      />
    </div>
  );
}
