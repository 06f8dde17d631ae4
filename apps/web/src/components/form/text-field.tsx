import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { FieldShell } from "./field-shell";

interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Help under the label, shown before any error (a password's rules). */
  description?: string | undefined;
}

/** A labelled input with its hint and error wired to aria-describedby. */
export function TextField({ label, error, hint, description, id, ...inputProps }: TextFieldProps) {
  return (
    <FieldShell label={label} id={id} error={error} hint={hint} description={description}>
      {(control) => <Input {...control} {...inputProps} />}
    </FieldShell>
  );
}
