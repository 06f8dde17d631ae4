import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { FieldShell } from "./field-shell";

interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with its hint and error wired to aria-describedby. */
export function TextField({ label, error, hint, id, ...inputProps }: TextFieldProps) {
  return (
    <FieldShell label={label} id={id} error={error} hint={hint}>
      {(control) => <Input {...control} {...inputProps} />}
    </FieldShell>
  );
}
