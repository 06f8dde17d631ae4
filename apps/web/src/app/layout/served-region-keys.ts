/**
 * The site config lists the regions we serve by their English names (SITE_DEFAULTS.regionsServed);
 * these map each one to its translation key (`footer.regions.<key>`). A name added to the config
 * without a key here is shown as written.
 */
export const SERVED_REGION_KEYS: Record<string, "dubaiUae" | "india" | "canada"> = {
  "Dubai / UAE": "dubaiUae",
  India: "india",
  Canada: "canada",
};
