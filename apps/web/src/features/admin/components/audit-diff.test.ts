import { describe, expect, it } from "vitest";
import { changedKeys } from "./audit-diff";

describe("changedKeys", () => {
  it("lists only the keys whose values differ, sorted", () => {
    expect(
      changedKeys(
        { role: "business", banned: false, banReason: null, tags: ["a"] },
        { role: "vendor", banned: false, banReason: null, tags: ["a"] },
      ),
    ).toEqual(["role"]);
    expect(
      changedKeys({ banned: false, banReason: null }, { banned: true, banReason: "Spam." }),
    ).toEqual(["banReason", "banned"]);
  });

  it("lists every key of a record created or removed, and compares nested values", () => {
    expect(changedKeys(null, { name: "X", slug: "x" })).toEqual(["name", "slug"]);
    expect(changedKeys({ name: "X" }, null)).toEqual(["name"]);
    expect(changedKeys({ f: { a: 1 } }, { f: { a: 2 } })).toEqual(["f"]);
    expect(changedKeys(null, null)).toEqual([]);
  });
});
