import { type ReactNode, Suspense, useEffect, useState } from "react";

/**
 * A lazy part (lib/lazy-part.tsx) whose server HTML has controls: until its code has arrived and
 * its boundary has hydrated, a press on one of them would do nothing, so they stay disabled
 * (looking as usual: styles.css, `data-part-loading`), as the page's are until it hydrates
 * (app/hydration-gate.tsx). Links inside keep working throughout.
 */
export function InputAfterHydration({
  children,
  fallback,
}: {
  children: ReactNode;
  /** Rendered in the browser, what holds the part's place until its code arrives. */
  fallback?: ReactNode;
}) {
  const [live, setLive] = useState(false);
  return (
    <fieldset
      role="presentation"
      className="contents"
      disabled={!live}
      data-part-loading={live ? undefined : ""}
    >
      <Suspense fallback={fallback}>
        {children}
        {/* In the same boundary: it mounts when the part has hydrated (or rendered). */}
        <Mounted onMount={setLive} />
      </Suspense>
    </fieldset>
  );
}

function Mounted({ onMount }: { onMount: (mounted: true) => void }) {
  useEffect(() => onMount(true), [onMount]);
  return null;
}
