import { describe, expect, it } from "vitest";
import { looseWords } from "./loose-words.ts";

describe("looseWords", () => {
  it("counts an Arabic or Hindi search's content words, not its small words", () => {
    expect(looseWords("ग्राहक सहायता के लिए चैटबॉट", "hi")).toEqual({
      words: ["ग्राहक", "सहायता", "चैटबॉट"],
      least: 2,
    });
    expect(looseWords("روبوت محادثة على واتساب", "ar")).toEqual({
      words: ["روبوت", "محادثة", "واتساب"],
      least: 2,
    });
  });

  it("is nothing for English, a single content word, or operators", () => {
    expect(looseWords("customer service chatbot", undefined)).toBeUndefined();
    expect(looseWords("चैटबॉट के लिए", "hi")).toBeUndefined();
    expect(looseWords('"खदमة العملاء" فواتير', "ar")).toBeUndefined();
  });
});
