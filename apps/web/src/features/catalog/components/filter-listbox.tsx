import { type RefObject, useState } from "react";
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

/**
 * The filter's Radix select itself, loaded after hydration by FilterSelect. Its options are
 * rendered only while it is open: a closed Radix select renders them all into a detached fragment
 * (for the chosen one's text, which `valueText` gives here), and the marketplace's five selects
 * did that as they arrived, ~25 ms each on this machine, a long task each on a phone. What is
 * lost is typing a letter on the closed box to choose without opening it; opening (Enter, Space,
 * arrows, a press) lists them as before, with typeahead inside.
 */
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
  const [open, setOpen] = useState(defaultOpen);

  return (
    <Select
      value={value ?? ALL}
      onValueChange={(next) => onChange(next === ALL ? undefined : next)}
      open={open}
      onOpenChange={setOpen}
    >
      <SelectTrigger ref={triggerRef} id={id} aria-label={label} title={valueText}>
        {/* The text the stand-in showed, the chosen item's own text. */}
        <SelectValue>{valueText}</SelectValue>
      </SelectTrigger>
      {open ? <SelectOptions options={options} emptyValue={ALL} emptyLabel={allLabel} /> : null}
    </Select>
  );
}
