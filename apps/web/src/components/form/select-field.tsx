import type { ReactNode, Ref } from "react";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { FieldShell } from "./field-shell";

/** Radix items cannot have an empty value; this one stands for "nothing chosen". */
const NONE = "__none__";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  /** Shown while nothing is chosen; with `clearable` also offered as the first choice. */
  placeholder: string;
  options: readonly SelectOption[];
  /** The chosen value, "" for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  clearable?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled Radix select for forms (fits react-hook-form's Controller field props). */
export function SelectField({
  label,
  placeholder,
  options,
  value,
  onChange,
  onBlur,
  clearable = false,
  required,
  disabled,
  error,
  hint,
  ref,
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(control) => (
        <Select
          value={value}
          onValueChange={(next) => onChange(next === NONE ? "" : next)}
          disabled={disabled}
        >
          <SelectTrigger
            {...control}
            ref={ref}
            onBlur={onBlur}
            aria-required={required || undefined}
            className="aria-invalid:border-red-500"
          >
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {clearable ? <SelectItem value={NONE}>{placeholder}</SelectItem> : null}
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FieldShell>
  );
}
