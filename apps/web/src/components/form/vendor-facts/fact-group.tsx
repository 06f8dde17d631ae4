import type { ReactNode } from "react";
import { FieldError } from "@/components/ui/field-error";

/** What each control of a group of fact fields carries: its name, and its hint and error. */
export interface GroupControl {
  /** The control's name: its path in the request body ("implementationTime.max"). */
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FactGroupProps {
  /** The group's first control's id; its hint and error are `${id}-hint` and `${id}-error`. */
  id: string;
  legend: string;
  hint?: string | undefined;
  /** The message under the group; none while it is valid. */
  error?: string | undefined;
  /** The fieldset itself takes `id` and the focus (a group of checkboxes has no first control). */
  focusable?: boolean;
  children: (control: (name: string) => GroupControl) => ReactNode;
}

/**
 * One fact's fieldset: its legend, a hint and the error under it, each control described by the
 * hint and (while invalid) the error, so a screen reader hears both on any of them.
 */
export function FactGroup({ id, legend, hint, error, focusable, children }: FactGroupProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const control = (name: string): GroupControl => ({
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  });
  return (
    <fieldset
      id={focusable ? id : undefined}
      tabIndex={focusable ? -1 : undefined}
      className="grid min-w-0 gap-2 outline-none"
    >
      <legend className="mb-1 font-medium text-slate-900 text-sm">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-slate-600 text-sm">
          {hint}
        </p>
      ) : null}
      {children(control)}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
