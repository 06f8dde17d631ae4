import { Tabs as TabsPrimitive } from "radix-ui";
import { type ComponentProps, useLayoutEffect, useRef } from "react";
import { cn } from "@/lib/utils";

export const Tabs = TabsPrimitive.Root;

/**
 * `scroll`: the tabs stay on one row however many there are; on a narrow screen the row scrolls
 * sideways (a dashboard's five to eight tabs on a phone) instead of wrapping onto three.
 */
const SCROLL_LIST =
  "flex w-full max-w-full flex-nowrap overflow-x-auto overscroll-x-contain [scrollbar-width:thin] sm:w-fit [&>*]:shrink-0 [&>*]:whitespace-nowrap";

/**
 * Brings a scrolling row's active tab into its view (on its own axis only: the page does not
 * move), when the row appears with an off-screen tab active (a dashboard opened on its last tab)
 * and whenever the active tab changes. A tab the keyboard focuses the browser brings into view.
 */
function useActiveTabInView(enabled: boolean) {
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const row = list.current;
    if (!enabled || !row) return;
    const reveal = () => {
      const active = row.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (!active) return;
      const rowBox = row.getBoundingClientRect();
      const box = active.getBoundingClientRect();
      // Deltas in screen pixels, right for either direction of the row.
      if (box.left < rowBox.left) row.scrollLeft -= rowBox.left - box.left;
      else if (box.right > rowBox.right) row.scrollLeft += box.right - rowBox.right;
    };
    reveal();
    const observer = new MutationObserver(reveal);
    observer.observe(row, { subtree: true, attributeFilter: ["data-state"] });
    return () => observer.disconnect();
  }, [enabled]);
  return list;
}

export function TabsList({
  className,
  scroll = false,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { scroll?: boolean }) {
  const list = useActiveTabInView(scroll);
  return (
    <TabsPrimitive.List
      ref={list}
      className={cn(
        "gap-1 rounded-lg bg-slate-100 p-1",
        scroll ? SCROLL_LIST : "grid w-full grid-cols-2",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "rounded-md px-3 py-2 font-medium text-slate-600 text-sm transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-6", className)} {...props} />;
}
