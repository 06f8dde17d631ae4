import { useId, useRef, useState } from "react";
import type { SelectOption } from "@/components/form/select-field";
import { Label } from "@/components/ui/label";
import { SelectStandIn } from "@/components/ui/select-stand-in";
import { deferred, useDeferredComponent } from "@/lib/use-deferred-component";

/** The Radix select and its positioning (floating-ui), off the page's first script. */
const listbox = deferred(async () => (await import("./filter-listbox")).FilterListbox);

interface FilterSelectProps {
  label: string;
  /** The "all" choice; omit it for selects that always hold a value (sort). */
  allLabel?: string;
  /** Names the select for screen readers only (where its value says what it is). */
  hideLabel?: boolean;
  value: string | undefined;
  options: SelectOption[];
  onChange: (value: string | undefined) => void;
}

/**
 * A labelled Radix select whose "all" choice maps to undefined. A long choice is cut with an
 * ellipsis in the box and shown whole in its title and in the open list, where items wrap.
 *
 * The server's HTML and the hydrating render show the closed select only; the select's code
 * loads just after hydration and takes its place (a press meanwhile opens it on arrival).
 */
export function FilterSelect({
  label,
  allLabel,
  hideLabel,
  value,
  options,
  onChange,
}: FilterSelectProps) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const arrived = useDeferredComponent(listbox, trigger);
  const [pressed, setPressed] = useState(false);
  const valueText = value === undefined ? allLabel : options.find((o) => o.value === value)?.label;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className={hideLabel ? "sr-only" : "text-slate-600 text-xs"}>
        {label}
      </Label>
      {arrived ? (
        <arrived.Component
          id={id}
          label={label}
          allLabel={allLabel}
          value={value}
          valueText={valueText}
          options={options}
          onChange={onChange}
          triggerRef={trigger}
          defaultOpen={pressed}
          focusTrigger={arrived.focused}
        />
      ) : (
        <SelectStandIn
          ref={trigger}
          id={id}
          aria-label={label}
          title={valueText}
          valueText={valueText}
          onPress={() => setPressed(true)}
        />
      )}
    </div>
  );
}
