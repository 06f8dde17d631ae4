import type { ReactNode } from "react";
import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";
import { useController } from "react-hook-form";
import {
  Select,
  type SelectOption,
  SelectOptions,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { FieldShell } from "./field-shell";

/** Radix items cannot have an empty value; this one stands for "nothing chosen". */
const NONE = "__none__";

export type { SelectOption } from "@/components/ui/select";

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
          // Names Radix's hidden native select: the form's own order of fields (focus on the
          // first invalid one) sees it, and Chrome reports no unnamed form field.
          name={field.name}
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
          <SelectOptions
            options={options}
            emptyValue={NONE}
            emptyLabel={clearable ? placeholder : undefined}
          />
        </Select>
      )}
    </FieldShell>
  );
}
