import type { ComponentProps, ReactNode } from "react";
import { useId } from "react";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

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
  const generated = useId();
  const textareaId = id ?? generated;
  const hintId = `${textareaId}-hint`;
  const descriptionId = `${textareaId}-description`;
  const errorId = `${textareaId}-error`;
  const describedBy = [
    hint ? hintId : null,
    description ? descriptionId : null,
    error ? errorId : null,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={textareaId}>{label}</Label>
        {hint ? (
          <span id={hintId} className="text-slate-500 text-xs">
            {hint}
          </span>
        ) : null}
      </div>
      {description ? (
        <p id={descriptionId} className="text-slate-500 text-xs">
          {description}
        </p>
      ) : null}
      <Textarea
        id={textareaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textareaProps}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
