import type { NeedEntry } from "@app/shared/need-vocabulary";
import { describe, expect, it } from "vitest";
import { needForms } from "./need-spelling.ts";

const entry = (forms: Partial<NeedEntry>): NeedEntry => ({
  id: "customer-service",
  kind: "category",
  en: [],
  ar: [],
  hi: [],
  hiLatn: [],
  categories: ["Customer Service"],
  industries: [],
  words: ["support"],
  ...forms,
});

describe("the need vocabulary's words for spelling corrections", () => {
  it("gives every form in every language once, Latin-script Hindi included", () => {
    const vocabulary = [
      entry({
        en: ["customer service", "customer support"],
        ar: ["خدمة العملاء"],
        hi: ["ग्राहक सेवा"],
        hiLatn: ["grahak seva", "customer support"],
      }),
    ];
    expect(needForms(vocabulary)).toEqual([
      "customer service",
      "customer support",
      "خدمة العملاء",
      "ग्राहक सेवा",
      "grahak seva",
    ]);
  });

  it("covers the shipped vocabulary's Latin-script Hindi", () => {
    expect(needForms()).toContain("grahak seva");
  });
});
