import type { ReactNode } from "react";

/** A titled group of fields; the legend is also a heading, so both groups and outline read. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-4 w-full border-slate-200 border-b pb-2">
        <h2 className="font-semibold text-lg text-slate-900">{title}</h2>
      </legend>
      {children}
    </fieldset>
  );
}
