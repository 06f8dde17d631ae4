import type { ParseKeys } from "i18next";
import type { LandingRegion } from "../content";

/**
 * A translation key under `regions.<region>`. The ids that go into `path` come from
 * REGION_CONTENT, whose types already tie them to the English copy, so the key exists.
 */
export function regionKey(region: LandingRegion, path: string): ParseKeys {
  return `regions.${region}.${path}` as ParseKeys;
}
