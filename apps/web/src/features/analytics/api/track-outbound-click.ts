import { trackEvent } from "./track-event";

/** Where on the site the visitor followed a listing's demo link. */
export type OutboundSource = "tool_page" | "tool_card" | "vendor_tab";

/** Records that a visitor opened a listing's demo (the vendor's Analytics counts them). */
export function trackDemoClick(solutionId: string, source: OutboundSource): void {
  trackEvent({ type: "demo_click", solutionId, data: { source } });
}

/**
 * A listing's website link: the server's redirect to the website stored with the listing, which
 * counts the click (once per visitor and day) before it sends the visitor on.
 */
export function websiteVisitHref(solutionId: string): string {
  return `/api/tools/${encodeURIComponent(solutionId)}/visit`;
}
