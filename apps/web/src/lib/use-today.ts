import { useState } from "react";
import { rendersServerHtml } from "./render-phase";
import { useAfterHydration } from "./use-hydrated";

/**
 * Today in the reader's time zone. Null while the server's HTML is rendered or hydrated: the
 * server's today can be another day for the reader (a Canadian evening is tomorrow in UTC), and
 * a date that differs between the two renders is a hydration mismatch. Set just after.
 */
export function useToday(): Date | null {
  const [today, setToday] = useState<Date | null>(() => (rendersServerHtml() ? null : new Date()));
  useAfterHydration(() => setToday((current) => current ?? new Date()));
  return today;
}
