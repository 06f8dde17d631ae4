/**
 * Brand and contact details: the one definition. The server may override each from the
 * environment (validated by site.ts's schema) and hands the result to the web app inside
 * index.html. Free of zod, so the browser's first script does not load it.
 */
export interface SiteConfig {
  brandName: string;
  supportEmail: string;
  careersEmail: string;
  phone: string;
  whatsappNumber: string;
  /** The external scheduler, for the phone bar's "Book a Call" when consultationSlots is off. */
  schedulerUrl: string;
  /** Whether the consultation form offers the offices' free times (CONSULTATION_SLOTS). */
  consultationSlots: boolean;
  chatUrl: string;
  offices: { dubai: string; india: string };
  regionsServed: string[];
}

export const SITE_DEFAULTS: SiteConfig = {
  brandName: "VettedAI",
  supportEmail: "hello@vettedai.example",
  careersEmail: "careers@vettedai.example",
  phone: "+971 50 000 0000",
  whatsappNumber: "971500000000",
  schedulerUrl: "https://cal.example.com/vettedai/consultation",
  consultationSlots: true,
  chatUrl: "https://chat.example.com/vettedai/digital-maturity",
  offices: {
    dubai: "Office 1204, Business Bay, Dubai, UAE",
    india: "4th Floor, Cyber Towers, HITEC City, Hyderabad, India",
  },
  regionsServed: ["Dubai / UAE", "India", "Canada"],
};

export function whatsappLink(site: Pick<SiteConfig, "whatsappNumber">, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : "";
  return `https://wa.me/${site.whatsappNumber}${query}`;
}

export function telLink(site: Pick<SiteConfig, "phone">): string {
  return `tel:${site.phone.replace(/[^\d+]/g, "")}`;
}

/** Id of the JSON data block in index.html that carries the site config to the browser. */
export const SITE_CONFIG_ELEMENT_ID = "site-config";
