import { type ReactNode, useEffect, useState } from "react";
import { useHydrated } from "@/lib/use-hydrated";

/** How long the controls' look may wait for a frame (a tab in the background draws none). */
const LOOK_WAIT_MS = 100;

/**
 * Holds every button, field and select of the server's HTML disabled until React has hydrated
 * it, parts hydrated later (`HydrateLater`) included: before that they would take a click or
 * typing that nothing answers, and a form's native
 * submission would put its fields in the address. A disabled fieldset disables its controls
 * natively (links stay live); `display: contents` keeps it out of the layout, and styles.css keeps
 * controls from looking disabled meanwhile. A page the browser renders itself is enabled at once.
 *
 * `data-hydrating` (the look) goes a frame after the controls are enabled: taking it off
 * re-styles every element inside (a descendant rule), which then costs a frame of its own
 * instead of adding to the one that shows the page's catching up (the session, the region).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const enabled = useHydrated();
  const [looksSettled, setLooksSettled] = useState(enabled);
  useEffect(() => {
    if (!enabled || looksSettled) return;
    const settle = () => setLooksSettled(true);
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(settle, 0);
    });
    const fallback = setTimeout(settle, LOOK_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(fallback);
    };
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
