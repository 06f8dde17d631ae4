/**
 * A listing's vendor facts as values, not English sentences: how long setting up takes, what
 * support the vendor gives and in which languages. The reader's page words them in its own
 * language (apps/web/src/features/catalog/hooks/use-vendor-facts.ts); ADR 35 explains the
 * choice. The vocabulary, without zod, so the pages' first script can import it; the schemas are
 * in vendor-facts.ts.
 */

export const DURATION_UNITS = ["hours", "days", "weeks", "months"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** The most a range may say in any unit: a year of weeks is already more than anyone promises. */
export const DURATION_MAX = 52;

/** "1-2 weeks" is {min: 1, max: 2, unit: "weeks"}; "1 week" has min = max; "Same day" is 0 days. */
export interface ImplementationTime {
  min: number;
  max: number;
  unit: DurationUnit;
}

/** Who answers: from a community forum to a named manager; the channels say how. */
export const SUPPORT_LEVELS = [
  "community",
  "email",
  "chat",
  "chat_email",
  "phone",
  "phone_chat",
  "dedicated_manager",
  "on_site",
] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];

/** When they answer. */
export const SUPPORT_HOURS = [
  "24_7",
  "business_hours",
  "sunday_to_thursday",
  "next_business_day",
] as const;
export type SupportHours = (typeof SUPPORT_HOURS)[number];

/** The time zones vendors' support hours are given in (IANA names), the region's first. */
export const SUPPORT_TIME_ZONES = [
  "Asia/Dubai",
  "Asia/Riyadh",
  "Asia/Qatar",
  "Asia/Kuwait",
  "Asia/Bahrain",
  "Asia/Muscat",
  "Africa/Cairo",
  "Asia/Kolkata",
  "Asia/Karachi",
  "Europe/London",
  "Europe/Paris",
  "America/New_York",
  "America/Los_Angeles",
  "Asia/Singapore",
] as const;
export type SupportTimeZone = (typeof SUPPORT_TIME_ZONES)[number];

export interface Support {
  level: SupportLevel | null;
  hours: SupportHours | null;
  timeZone: SupportTimeZone | null;
}

/** Languages a tool works in, as ISO 639-1 codes ("ar"); the page names them (Intl.DisplayNames). */
export const LANGUAGE_CODES = (
  "ar bn de en es fa fr gu he hi id it ja kn ko ml mr " +
  "ms nl pa pl pt ru sw ta te th tl tr uk ur vi zh"
).split(" ") as readonly string[];
