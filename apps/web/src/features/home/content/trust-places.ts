import type { Region } from "@app/shared/i18n";

/** Places named under the trust line, per detected region; names in `trust.places.<id>`. */
export type PlaceId =
  | "dubai"
  | "abuDhabi"
  | "sharjah"
  | "mumbai"
  | "bengaluru"
  | "delhi"
  | "hyderabad"
  | "riyadh"
  | "jeddah"
  | "dammam"
  | "india"
  | "canada";

export const TRUST_PLACES: Record<Region, readonly PlaceId[]> = {
  uae: ["dubai", "abuDhabi", "sharjah"],
  india: ["mumbai", "bengaluru", "delhi", "hyderabad"],
  saudi: ["riyadh", "jeddah", "dammam"],
  // Visitors elsewhere see where our teams are.
  global: ["dubai", "india", "canada"],
};
