import type { ReactNode } from "react";
import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";
import { useController } from "react-hook-form";
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

interface SelectFieldProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>;
  /** A string field of the form; "" means nothing chosen. */
  name: FieldPathByValue<T, string>;
  label: string;
  /** Shown while nothing is chosen; with `clearable` also offered as the first choice. */
  placeholder: string;
  options: readonly SelectOption[];
  clearable?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled Radix select bound to one string field of a react-hook-form form. */
export function SelectField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
  placeholder,
  options,
  clearable = false,
  required,
  disabled,
  error,
  hint,
}: SelectFieldProps<T, TOutput>) {
  const { field } = useController({ control, name });
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(shell) => (
        <Select
          value={field.value}
          onValueChange={(next) => field.onChange(next === NONE ? "" : next)}
          disabled={disabled}
        >
          <SelectTrigger
            {...shell}
            ref={field.ref}
            onBlur={field.onBlur}
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
