import type { ReactNode, Ref } from "react";
import { useId } from "react";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {hint ? (
          <span id={hintId} className="text-slate-500 text-xs">
            {hint}
          </span>
        ) : null}
      </div>
      <Select
        value={value}
        onValueChange={(next) => onChange(next === NONE ? "" : next)}
        disabled={disabled}
      >
        <SelectTrigger
          id={id}
          ref={ref}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
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
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
