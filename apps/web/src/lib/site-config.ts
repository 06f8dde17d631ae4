import type { SiteConfig } from "@app/shared/site";
import { SITE_CONFIG_ELEMENT_ID, SITE_DEFAULTS, siteConfigSchema } from "@app/shared/site";

/**
 * Reads the brand and contact details the server writes into index.html.
 * An empty or invalid block (the Vite dev server) falls back to the shared defaults.
 */
export function parseSiteConfig(raw: string | null | undefined): SiteConfig {
  if (!raw) return SITE_DEFAULTS;
  try {
    const result = siteConfigSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : SITE_DEFAULTS;
  } catch {
    return SITE_DEFAULTS;
  }
}

let cached: SiteConfig | undefined;

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
