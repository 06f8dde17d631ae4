import { useId } from "react";

interface FilterToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A plain labelled checkbox: native keyboard and screen-reader behaviour for free. */
export function FilterToggle({ label, checked, onChange }: FilterToggleProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-300 accent-brand-600"
      />
      <label htmlFor={id} className="cursor-pointer text-slate-700 text-sm">
        {label}
      </label>
    </div>
  );
}
