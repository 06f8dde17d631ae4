import type { AnalyticsEventInput } from "@app/shared/catalog-schemas";

/**
 * Records an analytics event without waiting for it. keepalive lets the request outlive a
 * navigation; any failure is only logged, never shown to the visitor.
 */
export function trackEvent(event: AnalyticsEventInput): void {
  try {
    fetch("/api/events", {
      method: "POST",
      credentials: "include",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(event),
    })
      .then((response) => {
        if (!response.ok) console.warn(`Analytics event ${event.type} answered ${response.status}`);
      })
      .catch((error: unknown) => console.warn(`Analytics event ${event.type} failed`, error));
  } catch (error) {
    console.warn(`Analytics event ${event.type} failed`, error);
  }
}
