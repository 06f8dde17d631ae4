import type { ReactNode } from "react";

/** The message under a form field; screen readers reach it through aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-red-600 text-sm">
      {children}
    </p>
  );
}
