import { Label } from "@/components/ui/label";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import type { GroupControl } from "./fact-group";

/** The native selects of the fact groups: full width, tall enough to tap, red while invalid. */
const FACT_SELECT =
  "h-10 w-full rounded-lg border border-slate-500 bg-white px-3 text-sm aria-invalid:border-red-500";

interface FactSelectProps<V extends string> {
  id: string;
  label: string;
  /** Its name, hint and error, from its group. */
  control: GroupControl;
  /** "" while nothing is stated. */
  value: V | "";
  onChange: (value: V | "") => void;
  options: readonly { value: V; label: string }[];
  className?: string;
}

/** One labelled choice of a fact group, "Not stated" first. */
export function FactSelect<V extends string>({
  id,
  label,
  control,
  value,
  onChange,
  options,
  className,
}: FactSelectProps<V>) {
  const { t } = useTranslation();
  return (
    <div className={cn("grid gap-1", className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        {...control}
        id={id}
        className={FACT_SELECT}
        value={value}
        // Only the options' values (and "") can be chosen.
        onChange={(event) => onChange(event.target.value as V | "")}
      >
        <option value="">{t("submitTool.vendorFacts.notStated")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
