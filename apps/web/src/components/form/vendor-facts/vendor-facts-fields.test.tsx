import { LANGUAGE_CODES, SUPPORT_TIME_ZONES } from "@app/shared/vendor-fact-vocabulary";
import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { VendorFactGroup, VendorFactValues } from "@/lib/vendor-fact-values";
import submitToolAr from "@/locales/submitTool/ar.json";
import vendorFactsAr from "@/locales/vendorFacts/ar.json";
import { VendorFactsFields } from "./vendor-facts-fields";

// The facts' words come from their Arabic section, given below (the module would add English).
vi.mock("@/lib/vendor-fact-texts", () => ({}));

const value: VendorFactValues = {
  implementationTime: { min: "1", max: "2", unit: "weeks" },
  support: { level: "chat", hours: "", timeZone: "Asia/Dubai" },
  languagesSupported: ["hi"],
};

const render = (invalid: VendorFactGroup[] = []) =>
  renderToStaticMarkup(
    <VendorFactsFields
      value={value}
      onChange={() => {}}
      idPrefix="facts"
      invalid={(group) => invalid.includes(group)}
    />,
  );

describe("the vendor facts' fields", () => {
  beforeAll(async () => {
    // The form's and the facts' own texts in Arabic; the rest show as their keys.
    await i18next.init({
      lng: "ar",
      fallbackLng: "en",
      resources: { ar: { translation: { submitTool: submitToolAr, vendorFacts: vendorFactsAr } } },
      interpolation: { escapeValue: false },
    });
  });

  it("labels every control, and names each by its place in the request", () => {
    const html = render();
    const ids = [...html.matchAll(/<(?:input|select|button)[^>]* id="([^"]+)"/g)].map((m) => m[1]);
    // Two numbers and a unit, three selects, a checkbox per language.
    expect(ids.length).toBe(3 + 3 + LANGUAGE_CODES.length);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
    for (const name of ["implementationTime.min", "implementationTime.max", "support.timeZone"])
      expect(html).toContain(`name="${name}"`);
    // The group's first control has the group's id, for a form to focus it.
    expect(html).toMatch(/<input[^>]*id="facts-implementationTime"/);
    expect(html).toMatch(/<fieldset id="facts-languagesSupported" tabindex="-1"/);
  });

  it("names zones (with their country, as several share a name) and languages in the reader's language", () => {
    const html = render();
    const gulf = "توقيت الخليج";
    const emirates = new Intl.DisplayNames("ar", { type: "region" }).of("AE");
    expect(html).toContain(`<option value="Asia/Dubai" selected="">${gulf} (${emirates})</option>`);
    const zones = [...html.matchAll(/<option value="\w+\/\w+"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(zones).toHaveLength(SUPPORT_TIME_ZONES.length);
    expect(new Set(zones).size).toBe(zones.length);
    const hindi = new Intl.DisplayNames("ar", { type: "language" }).of("hi") as string;
    expect(html).toMatch(/<button[^>]*aria-checked="true"[^>]*id="facts-languagesSupported-hi"/);
    expect(html).toContain(`>${hindi}</label>`);
  });

  it("marks an invalid group's controls and points them at its message", () => {
    const html = render(["support"]);
    expect(html).toContain('id="facts-support-error"');
    expect(html).toContain(submitToolAr.vendorFacts.validation.support);
    expect(html).toMatch(
      /<select name="support.level" aria-invalid="true" aria-describedby="facts-support-hint facts-support-error"/,
    );
    expect(html).not.toContain("facts-implementationTime-error");
  });
});
