import { useState } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Today in the reader's time zone. Null while the server's HTML is rendered or hydrated: the
 * server's today can be another day for the reader (a Canadian evening is tomorrow in UTC), and
 * a date that differs between the two renders is a hydration mismatch. Set in the render after.
 */
export function useToday(): Date | null {
  const hydrated = useHydrated();
  const [today] = useState(() => new Date());
  return hydrated ? today : null;
}
