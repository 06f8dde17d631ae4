import type { ComponentProps } from "react";

interface HoneypotFieldProps extends Omit<ComponentProps<"input">, "tabIndex" | "autoComplete"> {
  label: string;
}

/**
 * A trap for bots: hidden from sight, from screen readers and from the tab order, so people
 * leave it empty. The server quietly drops a request that fills it.
 */
export function HoneypotField({ label, id, ...inputProps }: HoneypotFieldProps) {
  const inputId = id ?? `hp-${inputProps.name ?? "field"}`;
  return (
    <div aria-hidden="true" className="-start-[10000px] absolute size-px overflow-hidden">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} type="text" tabIndex={-1} autoComplete="off" {...inputProps} />
    </div>
  );
}
