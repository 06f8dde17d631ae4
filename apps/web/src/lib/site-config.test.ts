import { SITE_DEFAULTS } from "@app/shared/site-defaults";
import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "./site-config";

describe("parseSiteConfig", () => {
  it("falls back to the defaults when the block is empty or broken", () => {
    expect(parseSiteConfig(null)).toEqual(SITE_DEFAULTS);
    expect(parseSiteConfig("{}")).toEqual(SITE_DEFAULTS);
    expect(parseSiteConfig("not json")).toEqual(SITE_DEFAULTS);
    expect(parseSiteConfig(JSON.stringify({ ...SITE_DEFAULTS, supportEmail: "nope" }))).toEqual(
      SITE_DEFAULTS,
    );
  });

  it("uses a valid config from the server", () => {
    const served = { ...SITE_DEFAULTS, brandName: "Acme AI", whatsappNumber: "919800000000" };
    expect(parseSiteConfig(JSON.stringify(served))).toEqual(served);
  });
});
