import { useEffect, useState } from "react";

/**
 * The visitor's IANA time zone as their browser says it; null until mounted, so the server's
 * render (in its own zone) and the first browser render agree.
 */
export function useVisitorTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"), []);
  return zone;
}
