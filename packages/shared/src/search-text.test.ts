import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "./search-text.ts";

describe("normalizeSearchText", () => {
  it("writes Arabic spelling variants one way", () => {
    // Hamza and madda alef forms, alef wasla, alef maqsura, hamza on waw and yaa.
    expect(normalizeSearchText("أتمتة إدارة آلية ٱلعمل")).toBe("اتمتة ادارة الية العمل");
    expect(normalizeSearchText("مستشفى")).toBe("مستشفي");
    expect(normalizeSearchText("مسؤول رئيسي")).toBe("مسوول رييسي");
    // A final ه as the taa marbuta it usually stands for; ه inside a word stays.
    expect(normalizeSearchText("خدمه الخدمه، مهمة")).toBe("خدمة الخدمة، مهمة");
  });

  it("drops Arabic diacritics and the tatweel", () => {
    expect(normalizeSearchText("خِدْمَةُ العُمَلاءِ")).toBe("خدمة العملاء");
    expect(normalizeSearchText("خدمـــة")).toBe("خدمة");
    expect(normalizeSearchText("الرَّحْمٰن")).toBe("الرحمن");
  });

  it("drops the Devanagari nukta, precomposed or typed apart", () => {
    expect(normalizeSearchText("\u095B\u093F\u0932\u093E")).toBe("जिला"); // ज़िला, precomposed
    expect(normalizeSearchText("\u091C\u093C\u093F\u0932\u093E")).toBe("जिला"); // ज + nukta
    expect(normalizeSearchText("फ़ोन")).toBe(normalizeSearchText("फोन"));
  });

  it("writes the chandrabindu as the anusvara and removes zero-width joiners", () => {
    expect(normalizeSearchText("हँसी")).toBe("हंसी");
    expect(normalizeSearchText("क्\u200Dष")).toBe("क्ष");
  });

  it("turns Arabic-Indic and Devanagari digits into ASCII ones and lower-cases Latin", () => {
    expect(normalizeSearchText("٢٠٢٦ ۱۲ १२३ GST")).toBe("2026 12 123 gst");
  });

  it("leaves English and Latin-script Hindi as lower-case text", () => {
    expect(normalizeSearchText("Grahak Seva Chatbot café")).toBe("grahak seva chatbot café");
  });

  it("is idempotent", () => {
    for (const text of ["أتمتة الفواتير", "ग्राहक सेवा फ़ोन", "WhatsApp بوت"]) {
      const once = normalizeSearchText(text);
      expect(normalizeSearchText(once)).toBe(once);
    }
  });
});
