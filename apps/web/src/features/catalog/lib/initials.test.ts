import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of the first two words", () => {
    expect(initialsOf("chat pilot pro")).toBe("CP");
    expect(initialsOf("Zapier")).toBe("Z");
    expect(initialsOf("  ")).toBe("");
  });
});
