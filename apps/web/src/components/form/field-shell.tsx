import type { ReactNode } from "react";
import { useId } from "react";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";

/** What a control inside the shell needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldShellProps {
  label: string;
  id?: string | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  /** Help under the label, e.g. how to separate list items. */
  description?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint, description and error around one control, wired with aria-describedby. */
export function FieldShell({ label, id, error, hint, description, children }: FieldShellProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
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
        <Label htmlFor={controlId}>{label}</Label>
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
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
