import { trackEvent } from "./track-event";

/** Where on the site the visitor followed a listing's demo link. */
export type DemoClickSource = "tool_page" | "tool_card";

/** Records that a visitor opened a listing's demo (the vendor's Analytics counts them). */
export function trackDemoClick(solutionId: string, source: DemoClickSource): void {
  trackEvent({ type: "demo_click", solutionId, data: { source } });
}

/**
 * A listing's website link: the server's redirect to the website stored with the listing, which
 * sends the visitor on and counts the click (once per visitor, tool and day).
 */
export function websiteVisitHref(solutionId: string): string {
  return `/api/tools/${encodeURIComponent(solutionId)}/visit`;
}
