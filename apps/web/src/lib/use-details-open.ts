import { type SyntheticEvent, useEffect, useRef, useState } from "react";

/**
 * Whether a `<details>` is open, for content mounted only while it is: follows its toggles, and
 * at hydration takes up a toggle made before React was listening (a reader who opened it on the
 * server-rendered page would otherwise see it open and empty).
 */
export function useDetailsOpen() {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open);
  return { ref, open, onToggle };
}
