import { ChevronDown } from "lucide-react";
import { Direction } from "radix-ui";
import type { ComponentProps } from "react";
import { standInPress } from "@/lib/use-deferred-component";
import { cn } from "@/lib/utils";

/** SelectTrigger's look and its icon's, shared with the stand-in so both read the same. */
export const selectTriggerClass =
  "flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-lg border border-slate-500 bg-white px-3 text-start text-slate-900 text-sm shadow-xs data-[placeholder]:text-slate-500 [&>span]:truncate";
export const selectIconClass = "size-4 shrink-0 text-slate-500";

/** The keys that open Radix's select from its trigger. */
const OPEN_KEYS = [" ", "Enter", "ArrowUp", "ArrowDown"];

interface SelectStandInProps
  extends Omit<ComponentProps<"button">, "children" | "onClick" | "onKeyDown"> {
  /** The chosen value's text, as SelectValue shows it. */
  valueText: string | undefined;
  /** A click or an opening key: the select should open once it is there. */
  onPress: () => void;
}

/**
 * What a closed Radix select (SelectTrigger holding a SelectValue) renders, without Radix: the
 * server's HTML and the hydrating render show it while the select's own code loads.
 */
export function SelectStandIn({ className, valueText, onPress, ...props }: SelectStandInProps) {
  const dir = Direction.useDirection();
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      dir={dir}
      data-state="closed"
      // Says what this is to whoever inspects the page (tests wait for the real select).
      data-stand-in=""
      className={cn(selectTriggerClass, className)}
      {...props}
      {...standInPress(onPress)}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        onPress();
      }}
    >
      <span style={{ pointerEvents: "none" }}>{valueText}</span>
      <ChevronDown className={selectIconClass} aria-hidden="true" />
    </button>
  );
}
