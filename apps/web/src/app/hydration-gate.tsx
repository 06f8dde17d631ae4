import type { ReactNode } from "react";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * Holds every button, field and select of the server's HTML disabled until React has hydrated
 * it, parts hydrated later (`HydrateLater`) included: before that they would take a click or
 * typing that nothing answers, and a form's native
 * submission would put its fields in the address. A disabled fieldset disables its controls
 * natively (links stay live); `display: contents` keeps it out of the layout, and styles.css keeps
 * controls from looking disabled meanwhile. A page the browser renders itself is enabled at once.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const enabled = useHydrated();
  return (
    <fieldset
      // Only for its `disabled`: no group around the whole page for assistive technology.
      role="presentation"
      className="contents"
      disabled={!enabled}
      data-hydrating={enabled ? undefined : ""}
    >
      {children}
    </fieldset>
  );
}
