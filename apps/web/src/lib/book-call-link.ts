import type { SiteConfig } from "@app/shared/site-defaults";

/** Where "Book a Call" leads: in-site (a path under the reader's language) or to another site. */
export type BookCallLink = { kind: "internal"; to: string } | { kind: "external"; href: string };

/**
 * The site's own booking form whenever it takes bookings (consultation slots on); the external
 * scheduler only when slots are off and one is configured. With neither, the form still takes a
 * call-back request.
 */
export function bookCallLink(
  site: Pick<SiteConfig, "consultationSlots" | "schedulerUrl">,
): BookCallLink {
  if (!site.consultationSlots && site.schedulerUrl) {
    return { kind: "external", href: site.schedulerUrl };
  }
  return { kind: "internal", to: "/consultation" };
}
