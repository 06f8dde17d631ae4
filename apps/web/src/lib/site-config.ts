import type { SiteConfig } from "@app/shared/site-defaults";
import { SITE_CONFIG_ELEMENT_ID, SITE_DEFAULTS } from "@app/shared/site-defaults";

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a block has the config's shape. The server validated it (site.ts's zod schema) before
 * writing it; this only guards against a missing or broken block, without loading zod here.
 */
function isSiteConfig(value: unknown): value is SiteConfig {
  if (typeof value !== "object" || value === null) return false;
  const site = value as Record<keyof SiteConfig, unknown>;
  const offices = site.offices as Record<string, unknown> | null;
  return (
    [site.brandName, site.phone, site.whatsappNumber, site.schedulerUrl, site.chatUrl].every(
      isText,
    ) &&
    typeof site.consultationSlots === "boolean" &&
    [site.supportEmail, site.careersEmail].every((email) => isText(email) && EMAIL.test(email)) &&
    typeof offices === "object" &&
    offices !== null &&
    isText(offices.dubai) &&
    isText(offices.india) &&
    Array.isArray(site.regionsServed) &&
    site.regionsServed.length > 0 &&
    site.regionsServed.every(isText)
  );
}

/**
 * Reads the brand and contact details the server writes into index.html.
 * An empty or invalid block (the Vite dev server) falls back to the shared defaults.
 */
export function parseSiteConfig(raw: string | null | undefined): SiteConfig {
  if (!raw) return SITE_DEFAULTS;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSiteConfig(parsed) ? parsed : SITE_DEFAULTS;
  } catch {
    return SITE_DEFAULTS;
  }
}

let cached: SiteConfig | undefined;

/** The server's renderer passes the site config in (it has no document to read it from). */
export function setSiteConfig(site: SiteConfig): void {
  cached = site;
}

export function getSiteConfig(): SiteConfig {
  if (!cached) {
    const element =
      typeof document === "undefined" ? null : document.getElementById(SITE_CONFIG_ELEMENT_ID);
    cached = parseSiteConfig(element?.textContent);
  }
  return cached;
}

/** The site config never changes during a page view, so the hook is a plain read. */
export function useSiteConfig(): SiteConfig {
  return getSiteConfig();
}
