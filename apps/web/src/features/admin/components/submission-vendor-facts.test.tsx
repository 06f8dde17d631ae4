import type { ListingFields } from "@app/shared/review";
import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { formatNumber } from "@/lib/format";
import ar from "@/locales/ar.json";
import hi from "@/locales/hi.json";
import vendorFactsAr from "@/locales/vendorFacts/ar.json";
import vendorFactsHi from "@/locales/vendorFacts/hi.json";
import { SubmissionVendorFact } from "./submission-vendor-facts";

// The facts' section is given below, as the page's loader adds it.
vi.mock("@/lib/vendor-fact-texts", () => ({}));

type Facts = Pick<ListingFields, "implementationTime" | "support" | "languagesSupported">;

const facts: Facts = {
  implementationTime: { min: 1, max: 2, unit: "weeks" },
  support: { level: "chat_email", hours: "24_7", timeZone: null },
  languagesSupported: ["en", "ar"],
};
const none: Facts = { implementationTime: null, support: null, languagesSupported: [] };

const render = (fact: keyof Facts, shown = facts) =>
  renderToStaticMarkup(<SubmissionVendorFact facts={shown} fact={fact} />).replace(/<[^>]+>/g, "");

/** What the admin reads of a submission's vendor facts: the tool page's wording, per language. */
describe("a submission's vendor facts in the admin's review", () => {
  beforeAll(async () => {
    await i18next.init({
      lng: "ar",
      fallbackLng: "en",
      resources: {
        ar: { translation: { ...ar, vendorFacts: vendorFactsAr } },
        hi: { translation: { ...hi, vendorFacts: vendorFactsHi } },
      },
      interpolation: { escapeValue: false },
    });
    i18next.services.formatter?.add("number", (value, lng) =>
      formatNumber(Number(value), lng ?? "en"),
    );
  });

  it("words them in Arabic", async () => {
    await i18next.changeLanguage("ar");
    expect(render("implementationTime")).toBe(
      `من ${formatNumber(1, "ar")} إلى ${formatNumber(2, "ar")} أسبوع`,
    );
    expect(render("support")).toBe("الدردشة والبريد الإلكتروني، على مدار الساعة طوال الأسبوع");
    expect(render("languagesSupported")).toBe(
      new Intl.ListFormat("ar", { type: "conjunction" }).format(
        ["en", "ar"]
          .map((code) => new Intl.DisplayNames("ar", { type: "language" }).of(code) as string)
          .sort((a, b) => a.localeCompare(b, "ar")),
      ),
    );
  });

  it("words them in Hindi, and says when none is stated", async () => {
    await i18next.changeLanguage("hi");
    expect(render("implementationTime")).toBe(
      `${formatNumber(1, "hi")}–${formatNumber(2, "hi")} सप्ताह`,
    );
    expect(render("support")).toBe("चैट और ईमेल, चौबीसों घंटे, सातों दिन");
    expect(render("support", none)).toBe("dashboard.admin.review.none");
    expect(render("languagesSupported", none)).toBe("dashboard.admin.review.none");
  });
});
