/**
 * The site config lists the regions we serve by their English names (SITE_DEFAULTS.regionsServed);
 * these map each one to its translation key (`footer.regions.<key>`). A name added to the config
 * without a key here is shown as written.
 */
export type RegionKey = "dubaiUae" | "india" | "canada" | "saudi";

export const SERVED_REGION_KEYS: Record<string, RegionKey> = {
  "Dubai / UAE": "dubaiUae",
  India: "india",
  Canada: "canada",
};

/** The regional pages (the router's `regions/*`), by the region they speak to, in footer order. */
export const REGION_PAGES: Partial<Record<RegionKey, string>> = {
  dubaiUae: "/regions/uae",
  india: "/regions/india",
  saudi: "/regions/saudi",
};

export interface FooterRegion {
  /** The translation key, or null for a served region named only in the config. */
  key: RegionKey | null;
  name: string;
  page: string | null;
}

/**
 * The footer's regions: each served region, linked to its page where there is one, then each
 * regional page no served region leads to (so every regional page is reachable).
 */
export function footerRegions(regionsServed: readonly string[]): FooterRegion[] {
  const served = regionsServed.map((name) => {
    const key = SERVED_REGION_KEYS[name] ?? null;
    return { key, name, page: (key && REGION_PAGES[key]) ?? null };
  });
  const linked = new Set(served.map((region) => region.key));
  const rest = (Object.keys(REGION_PAGES) as RegionKey[])
    .filter((key) => !linked.has(key))
    .map((key) => ({ key, name: key, page: REGION_PAGES[key] ?? null }));
  return [...served, ...rest];
}
