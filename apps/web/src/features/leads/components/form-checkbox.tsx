import { useId } from "react";
import {
  type Control,
  type FieldPathByValue,
  type FieldValues,
  useController,
} from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";

interface FormCheckboxProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>;
  /** A yes/no field of the form. */
  name: FieldPathByValue<T, boolean>;
  label: string;
}

/** A labelled checkbox bound to one yes/no field of a react-hook-form form. */
export function FormCheckbox<T extends FieldValues, TOutput>({
  control,
  name,
  label,
}: FormCheckboxProps<T, TOutput>) {
  const { field } = useController({ control, name });
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        ref={field.ref}
        checked={field.value === true}
        onCheckedChange={(state) => field.onChange(state === true)}
        onBlur={field.onBlur}
        className="mt-0.5"
      />
      <label htmlFor={id} className="text-slate-800 text-sm">
        {label}
      </label>
    </div>
  );
}
