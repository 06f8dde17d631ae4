import { useEffect, useSyncExternalStore } from "react";
import { rendersServerHtml, subscribeToRenderPhase } from "./render-phase";

const hydrated = () => !rendersServerHtml();

/**
 * False while the server's HTML is being rendered or hydrated, parts hydrated later
 * (`HydrateLater`) included; true from then on, and at once on a page the browser renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToRenderPhase, hydrated, () => false);
}

/**
 * Runs `catchUp` once, on mount, or when the server's HTML has been hydrated whole if it has not
 * been yet. What only the browser knows (a stored choice, the region, today's date) must wait for
 * that: a part hydrated later that rendered it would keep the server's attributes, since
 * hydration adopts the server's elements without comparing them.
 */
export function useAfterHydration(catchUp: () => void): void {
  // Once, on mount: a later `catchUp` (a new closure each render) is not run again.
  useEffect(() => {
    if (!rendersServerHtml()) {
      catchUp();
      return;
    }
    return subscribeToRenderPhase(catchUp);
  }, []);
}
