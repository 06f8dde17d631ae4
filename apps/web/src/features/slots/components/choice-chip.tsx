import type { ReactNode } from "react";

/**
 * One option of a radio group drawn as a chip: a real radio input, so arrow keys move between
 * the options and a screen reader announces the group and the choice.
 */
export function ChoiceChip({
  name,
  value,
  checked,
  onSelect,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className="relative cursor-pointer">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="peer absolute inset-0 opacity-0"
      />
      <span className="block rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-800 text-sm peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:font-semibold peer-checked:text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2">
        {children}
      </span>
    </label>
  );
}
