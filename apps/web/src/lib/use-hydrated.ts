import { startTransition, useEffect, useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while React renders the server's HTML (on the server, and hydrating it in the browser),
 * true from the render after, and at once where the browser renders a component itself. React
 * takes the server's snapshot while hydrating and renders again with the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Runs `catchUp` once, after the component's first commit (its hydration, or its mount), inside
 * a transition: what only the browser knows (a stored choice, the region, today's date) updates
 * the page without forcing the parts still waiting to hydrate to hydrate at once.
 */
export function useAfterHydration(catchUp: () => void): void {
  // Once, on mount: a later `catchUp` (a new closure each render) is not run again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => startTransition(catchUp), []);
}
