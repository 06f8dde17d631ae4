import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initialsOf("chat pilot pro")).toBe("CP");
    expect(initialsOf("Priya Raman")).toBe("PR");
    expect(initialsOf("Zapier")).toBe("Z");
    expect(initialsOf("  ")).toBe("");
  });

  it("keeps Arabic initials from joining into one word", () => {
    expect(initialsOf("عمر حداد")).toBe("ع\u200cح");
  });
});
