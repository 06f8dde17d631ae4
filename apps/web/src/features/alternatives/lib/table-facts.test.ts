import { describe, expect, it } from "vitest";
import { hostingItems, languageItems } from "./table-facts";

const fact = (kind: string, value: string, verifiedAt: string | null = null) =>
  ({
    kind,
    value,
    evidenceUrl: "https://example.com",
    declaredAt: "2026-01-01",
    verifiedAt,
  }) as never;

describe("the alternatives table's facts", () => {
  it("takes hosting facts, marking the verified ones", () => {
    const tool = {
      regionalFacts: [fact("hosting", "uae", "2026-01-02"), fact("compliance", "gdpr")],
    };
    expect(hostingItems(tool)).toEqual([{ kind: "hosting", value: "uae", verified: true }]);
  });

  it("takes content then interface languages, else the listing's own languages", () => {
    const declared = {
      languagesSupported: ["en"],
      regionalFacts: [fact("interfaceLanguage", "ar"), fact("contentLanguage", "ar-gulf")],
    };
    expect(languageItems(declared).map((item) => item.value)).toEqual(["ar-gulf", "ar"]);
    expect(languageItems({ languagesSupported: ["en"], regionalFacts: [] })).toEqual([
      { kind: "language", value: "en", verified: false },
    ]);
  });
});
