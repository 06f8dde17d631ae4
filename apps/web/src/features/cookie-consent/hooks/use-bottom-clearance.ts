import type { RefObject } from "react";
import { useEffect } from "react";

/**
 * While `active`, publishes how much of the viewport's bottom the element covers as a CSS
 * variable on <html>; styles.css adds it to scroll-padding so focus scrolls clear of it.
 */
export function useBottomClearance(
  ref: RefObject<HTMLElement | null>,
  variable: `--${string}`,
  active: boolean,
) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const update = () => {
      const covered = window.innerHeight - element.getBoundingClientRect().top;
      root.style.setProperty(variable, `${Math.max(0, Math.ceil(covered)) + 16}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      root.style.removeProperty(variable);
    };
  }, [ref, variable, active]);
}
