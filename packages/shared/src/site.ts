import { z } from "zod";

/**
 * Brand and contact details: the one definition. The server may override each from the
 * environment and hands the result to the web app inside index.html.
 */
export const siteConfigSchema = z.object({
  brandName: z.string().min(1),
  supportEmail: z.email(),
  careersEmail: z.email(),
  phone: z.string().min(3),
  whatsappNumber: z.string().regex(/^\d{6,15}$/, "digits only, with country code"),
  schedulerUrl: z.url(),
  chatUrl: z.url(),
  offices: z.object({ dubai: z.string().min(1), india: z.string().min(1) }),
  regionsServed: z.array(z.string().min(1)).min(1),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const SITE_DEFAULTS: SiteConfig = {
  brandName: "VettedAI",
  supportEmail: "hello@vettedai.example",
  careersEmail: "careers@vettedai.example",
  phone: "+971 50 000 0000",
  whatsappNumber: "971500000000",
  schedulerUrl: "https://cal.example.com/vettedai/consultation",
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
