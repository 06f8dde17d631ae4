import { useId } from "react";
import type { SelectOption } from "@/components/form/select-field";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

const ALL = "__all__";

interface FilterSelectProps {
  label: string;
  /** The "all" choice; omit it for selects that always hold a value (sort). */
  allLabel?: string;
  value: string | undefined;
  options: SelectOption[];
  onChange: (value: string | undefined) => void;
}

/**
 * A labelled Radix select whose "all" choice maps to undefined. A long choice is cut with an
 * ellipsis in the box and shown whole in its title and in the open list, where items wrap.
 */
export function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  const shown = value === undefined ? allLabel : options.find((o) => o.value === value)?.label;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-slate-600 text-xs">
        {label}
      </Label>
      <Select
        value={value ?? ALL}
        onValueChange={(next) => onChange(next === ALL ? undefined : next)}
      >
        <SelectTrigger id={id} aria-label={label} title={shown}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {allLabel ? <SelectItem value={ALL}>{allLabel}</SelectItem> : null}
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
