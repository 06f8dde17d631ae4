import { SITE_DEFAULTS } from "@app/shared/site-defaults";
import { describe, expect, it } from "vitest";
import { footerRegions } from "./served-region-keys";

describe("footerRegions", () => {
  it("links each served region to its page and adds the pages no served region leads to", () => {
    expect(footerRegions(SITE_DEFAULTS.regionsServed).map(({ key, page }) => [key, page])).toEqual([
      ["dubaiUae", "/regions/uae"],
      ["india", "/regions/india"],
      ["canada", null],
      ["saudi", "/regions/saudi"],
    ]);
  });

  it("keeps a region the config names without a key, unlinked and as written", () => {
    expect(footerRegions(["Oman"])[0]).toEqual({ key: null, name: "Oman", page: null });
  });
});
