import { describe, expect, it } from "vitest";
import { latinLang } from "./latin-lang";

describe("latinLang", () => {
  it("marks Latin-only text as English on an Arabic or Hindi page, nothing else", () => {
    expect(latinLang("Team", "ar")).toBe("en");
    expect(latinLang("Team", "hi")).toBe("en");
    expect(latinLang("Team", "en")).toBeUndefined();
    expect(latinLang("الفريق", "ar")).toBeUndefined();
    expect(latinLang("टीम Pro", "hi")).toBeUndefined();
  });
});
