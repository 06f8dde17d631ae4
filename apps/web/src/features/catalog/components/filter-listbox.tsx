import type { RefObject } from "react";
import {
  Select,
  type SelectOption,
  SelectOptions,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useTakeOverFocus } from "@/lib/use-deferred-component";

const ALL = "__all__";

export interface FilterListboxProps {
  id: string;
  label: string;
  allLabel: string | undefined;
  value: string | undefined;
  /** The chosen option's text (or the "all" choice's). */
  valueText: string | undefined;
  options: SelectOption[];
  onChange: (value: string | undefined) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Pressed while this module was loading: open on arrival. */
  defaultOpen: boolean;
  /** Had the focus while this module was loading: keep it on arrival. */
  focusTrigger: boolean;
}

/** The filter's Radix select itself, loaded after hydration by FilterSelect. */
export function FilterListbox({
  id,
  label,
  allLabel,
  value,
  valueText,
  options,
  onChange,
  triggerRef,
  defaultOpen,
  focusTrigger,
}: FilterListboxProps) {
  useTakeOverFocus(triggerRef, focusTrigger && !defaultOpen);

  return (
    <Select
      value={value ?? ALL}
      onValueChange={(next) => onChange(next === ALL ? undefined : next)}
      defaultOpen={defaultOpen}
    >
      <SelectTrigger ref={triggerRef} id={id} aria-label={label} title={valueText}>
        {/* The text the stand-in showed, the chosen item's own text. */}
        <SelectValue>{valueText}</SelectValue>
      </SelectTrigger>
      <SelectOptions options={options} emptyValue={ALL} emptyLabel={allLabel} />
    </Select>
  );
}
