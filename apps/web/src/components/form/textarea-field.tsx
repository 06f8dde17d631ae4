import type { ComponentProps, ReactNode } from "react";
import { Textarea } from "@/components/ui/textarea";
import { FieldShell } from "./field-shell";

interface TextareaFieldProps extends ComponentProps<"textarea"> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Help under the label, e.g. how to separate list items. */
  description?: string;
}

/** A labelled textarea with its hint, description and error wired to aria-describedby. */
export function TextareaField({
  label,
  error,
  hint,
  description,
  id,
  ...textareaProps
}: TextareaFieldProps) {
  return (
    <FieldShell label={label} id={id} error={error} hint={hint} description={description}>
      {(control) => <Textarea {...control} {...textareaProps} />}
    </FieldShell>
  );
}
