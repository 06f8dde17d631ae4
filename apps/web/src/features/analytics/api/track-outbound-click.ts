import { trackEvent } from "./track-event";

/** Where on the site the visitor followed a listing's demo or website link. */
export type OutboundSource = "tool_page" | "tool_card" | "vendor_tab";

/** Records that a visitor opened a listing's demo or website (the vendor's Analytics counts them). */
export function trackOutboundClick(
  link: "demo" | "website",
  solutionId: string,
  source: OutboundSource,
): void {
  trackEvent({
    type: link === "demo" ? "demo_click" : "website_click",
    solutionId,
    data: { source },
  });
}
