import { describe, expect, it } from "vitest";
import { cn, recordClassMerges, rememberClassMerges } from "./utils";

describe("cn", () => {
  it("lets a later class win over an earlier one of the same group", () => {
    expect(cn("px-2 py-1 text-slate-600", "px-4", false, undefined)).toBe(
      "py-1 text-slate-600 px-4",
    );
  });

  it("takes a component's own list as written when nothing is given to override it", () => {
    expect(cn("p-1 p-2", undefined, false)).toBe("p-1 p-2");
  });

  it("records what a render merged, and hydration reads the server's merge", () => {
    const done = recordClassMerges();
    cn("rounded-md text-sm", "text-lg");
    cn("grid gap-2", "flex");
    cn("inline-flex", "gap-2");
    expect(done()).toEqual({
      "rounded-md text-sm text-lg": "rounded-md text-lg",
      "grid gap-2 flex": "gap-2 flex",
      "inline-flex gap-2": "",
    });
    // Not recording any more.
    cn("m-1", "m-2");
    expect(done()).not.toHaveProperty("m-1 m-2");

    // The browser takes the server's text for a list the server merged ("" = unchanged).
    rememberClassMerges({ "block hidden": "the server's merge", "mt-1 mb-1": "" });
    expect(cn("block", "hidden")).toBe("the server's merge");
    expect(cn("mt-1", "mb-1")).toBe("mt-1 mb-1");
  });
});
