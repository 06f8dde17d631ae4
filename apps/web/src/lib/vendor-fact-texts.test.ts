import { SUPPORT_TIME_ZONES } from "@app/shared/vendor-fact-vocabulary";
import { describe, expect, it } from "vitest";
import ar from "@/locales/vendorFacts/ar.json";
import en from "@/locales/vendorFacts/en.json";
import hi from "@/locales/vendorFacts/hi.json";

describe("the vendor facts' time zone names", () => {
  it("name every zone a vendor may choose, in each language", () => {
    for (const texts of [en, ar, hi]) {
      expect(Object.keys(texts.zones).sort()).toEqual([...SUPPORT_TIME_ZONES].sort());
    }
    expect(en.zones["Asia/Dubai"]).toBe("Gulf Standard Time");
  });

  it("are written in Arabic and Hindi, not in Latin letters or as IANA names", () => {
    for (const name of [...Object.values(ar.zones), ...Object.values(hi.zones)]) {
      expect(name).not.toMatch(/[A-Za-z/]/);
    }
  });
});
