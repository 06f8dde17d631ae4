import { useEffect, useRef } from "react";

/**
 * Rendered inside a modal layer's portal (dialog, open menu, open select): makes the rest of the
 * page `inert` while the layer is open. Radix already hides it with aria-hidden; inert also takes
 * it out of the tab order, so no focusable element sits inside hidden content (axe
 * aria-hidden-focus). Only what this layer changed is restored when it closes.
 */
export function InertOutside() {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const siblings = Array.from(document.body.children);
    const layer = siblings.find((child) => child.contains(ref.current));
    // A closed Radix select renders its content into a detached fragment: nothing to do.
    if (!layer) return;
    const changed = siblings.filter(
      (child): child is HTMLElement =>
        child !== layer &&
        child instanceof HTMLElement &&
        child.tagName !== "SCRIPT" &&
        !child.inert,
    );
    for (const element of changed) element.inert = true;
    return () => {
      for (const element of changed) element.inert = false;
    };
  }, []);

  return <span ref={ref} hidden />;
}
