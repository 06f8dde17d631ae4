import { REVIEW_LIMITS } from "@app/shared/review";
import { describe, expect, it } from "vitest";
import { slugFromName } from "./listing.ts";
import { shortDescription } from "./submission-texts.ts";

describe("slugFromName", () => {
  it("writes slugs the way the demo tools' are written", () => {
    expect(slugFromName("Souq Helper")).toBe("souq-helper");
    expect(slugFromName("  GPT-4o  Café — Pro!! ")).toBe("gpt-4o-cafe-pro");
    expect(slugFromName("مساعد السوق")).toBe("tool");
    expect(slugFromName("x".repeat(100))).toHaveLength(60);
    expect(slugFromName(`${"a".repeat(59)} b`)).toBe("a".repeat(59));
  });

  it("never makes a slug that reads as a tool id", () => {
    expect(slugFromName("0F8FAD5B-D9CB-469F-A165-70867728950E")).toBe(
      "tool-0f8fad5b-d9cb-469f-a165-70867728950e",
    );
  });
});

describe("shortDescription", () => {
  it("keeps a short description and folds its white space", () => {
    expect(shortDescription(" Answers\n shoppers  fast. ")).toBe("Answers shoppers fast.");
  });

  it("cuts a long one at a word, within the limit, with an ellipsis", () => {
    const long = `${"word ".repeat(60)}end`;
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(REVIEW_LIMITS.shortDescMax);
    expect(short).toMatch(/^(word )+word…$/);
  });
});
