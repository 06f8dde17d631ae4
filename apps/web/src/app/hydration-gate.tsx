import { type ReactNode, useEffect, useState } from "react";
import { onIdle } from "@/lib/on-idle";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * Holds every button, field and select of the server's HTML disabled until React has hydrated
 * the page's shell: before the app has loaded (boot.ts loads it after the first paint) they would
 * take a click or typing that nothing answers, and a form's native
 * submission would put its fields in the address. A disabled fieldset disables its controls
 * natively (links stay live); `display: contents` keeps it out of the layout, and styles.css keeps
 * controls from looking disabled meanwhile. A page the browser renders itself is enabled at once.
 *
 * `data-hydrating` (the look) goes when the browser is next idle after the controls are enabled:
 * taking it off re-styles every element inside (a descendant rule), which then costs a frame of
 * its own instead of adding to the one that shows the page's catching up (the session, the region).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const enabled = useHydrated();
  const [looksSettled, setLooksSettled] = useState(enabled);
  useEffect(() => {
    if (enabled && !looksSettled) onIdle(() => setLooksSettled(true));
  }, [enabled, looksSettled]);
  return (
    <fieldset
      // Only for its `disabled`: no group around the whole page for assistive technology.
      role="presentation"
      className="contents"
      disabled={!enabled}
      data-hydrating={looksSettled ? undefined : ""}
    >
      {children}
    </fieldset>
  );
}
