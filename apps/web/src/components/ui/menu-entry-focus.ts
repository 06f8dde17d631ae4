import type { FocusEvent } from "react";

/** Later than Preact's passive effects, which run within ~35 ms of a render (preact/hooks). */
const RETRY_AFTER_MS = 50;

const retried = new WeakSet<HTMLElement>();

/**
 * A menu opened from the keyboard moves focus to its first item when the menu itself takes focus
 * (Radix's roving focus). On Preact's runtime (ADR 17) the menu takes focus before its items'
 * effects have registered them, so the move finds no item and focus stays on the menu. Focusing
 * the menu once more, after those effects, lets Radix make the move; Radix still decides whether
 * to (only when the menu was opened from the keyboard). Once per opening: each opening mounts a
 * new menu element.
 */
export function focusFirstItemOnceRegistered(event: FocusEvent<HTMLElement>) {
  const menu = event.currentTarget;
  if (event.target !== menu || retried.has(menu)) return;
  retried.add(menu);
  setTimeout(() => {
    if (document.activeElement !== menu) return;
    menu.blur();
    menu.focus({ preventScroll: true });
  }, RETRY_AFTER_MS);
}
