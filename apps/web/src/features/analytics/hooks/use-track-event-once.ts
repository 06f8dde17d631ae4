import type { AnalyticsEventInput } from "@app/shared/catalog-schemas";
import { useEffect, useRef } from "react";
import { trackEvent } from "../api/track-event";

/**
 * Sends the event once per distinct `key` (e.g. a path or tool id); nothing while `key` is
 * undefined. Re-renders and development double effects do not send it twice.
 */
export function useTrackEventOnce(key: string | undefined, event: () => AnalyticsEventInput) {
  const sent = useRef<string | undefined>(undefined);
  const build = useRef(event);
  build.current = event;
  useEffect(() => {
    if (key === undefined || sent.current === key) return;
    sent.current = key;
    trackEvent(build.current());
  }, [key]);
}
