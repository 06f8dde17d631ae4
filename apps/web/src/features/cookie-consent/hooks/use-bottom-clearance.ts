import type { RefObject } from "react";
import { useEffect } from "react";

/**
 * While `active`, publishes how much of the viewport's bottom the element covers as a CSS
 * variable on <html> and on the elements marked `data-bottom-clearance` (registered as not
 * inherited: styles.css); styles.css adds it to <html>'s scroll-padding so focus scrolls clear of
 * it, and to the marked element's padding (the footer, so the room it makes is the footer's own
 * colour, not a blank band under it).
 */
export function useBottomClearance(
  ref: RefObject<HTMLElement | null>,
  variable: `--${string}`,
  active: boolean,
) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    // Both read it (scroll padding on <html>, padding on the footer), and it is not inherited.
    const targets = [
      document.documentElement,
      ...document.querySelectorAll<HTMLElement>("[data-bottom-clearance]"),
    ];
    const update = () => {
      const covered = window.innerHeight - element.getBoundingClientRect().top;
      const space = `${Math.max(0, Math.ceil(covered)) + 16}px`;
      for (const target of targets) target.style.setProperty(variable, space);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      for (const target of targets) target.style.removeProperty(variable);
    };
  }, [ref, variable, active]);
}
