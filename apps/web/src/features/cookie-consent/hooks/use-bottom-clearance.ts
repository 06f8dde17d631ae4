import type { RefObject } from "react";
import { useEffect } from "react";

/**
 * While `active`, publishes how much of the viewport's bottom the element covers as a CSS
 * variable on <html> and <body> (registered as not inherited: styles.css); styles.css adds it to
 * <html>'s scroll-padding so focus scrolls clear of it, and to <body>'s padding.
 */
export function useBottomClearance(
  ref: RefObject<HTMLElement | null>,
  variable: `--${string}`,
  active: boolean,
) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    // Both read it (scroll padding on <html>, padding on <body>), and it is not inherited.
    const targets = [document.documentElement, document.body];
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
