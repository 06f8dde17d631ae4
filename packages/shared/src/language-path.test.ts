import { describe, expect, it } from "vitest";
import { localizedPath, sameOriginPath, splitLanguagePath } from "./language-path.ts";

describe("language paths", () => {
  it("reads the language prefix and the page's own path", () => {
    expect(splitLanguagePath("/ar/tool/abc")).toEqual({ language: "ar", path: "/tool/abc" });
    expect(splitLanguagePath("/hi")).toEqual({ language: "hi", path: "/" });
    expect(splitLanguagePath("/hi/")).toEqual({ language: "hi", path: "/" });
    expect(splitLanguagePath("/marketplace")).toEqual({ language: "en", path: "/marketplace" });
    expect(splitLanguagePath("/")).toEqual({ language: "en", path: "/" });
  });

  it("leaves look-alike paths and the default language's own prefix alone", () => {
    expect(splitLanguagePath("/arabic")).toEqual({ language: "en", path: "/arabic" });
    expect(splitLanguagePath("/en/about")).toEqual({ language: "en", path: "/en/about" });
    expect(splitLanguagePath("/fr/about")).toEqual({ language: "en", path: "/fr/about" });
  });

  it("builds each language's address and round-trips it", () => {
    expect(localizedPath("en", "/about")).toBe("/about");
    expect(localizedPath("ar", "/")).toBe("/ar");
    expect(localizedPath("hi", "/tool/x")).toBe("/hi/tool/x");
    for (const path of ["/", "/about", "/tool/a%20b"]) {
      for (const language of ["en", "ar", "hi"] as const) {
        expect(splitLanguagePath(localizedPath(language, path))).toEqual({ language, path });
      }
    }
  });

  it("never yields a path a browser would read as another site", () => {
    for (const [address, path] of [
      ["/ar//example.org/", "/example.org/"],
      ["/hi//example.org/x", "/example.org/x"],
      ["//example.org/", "/example.org/"],
      ["/ar/%2F%2Fexample.org", "/example.org"],
      ["/ar/%2f%5Cexample.org", "/example.org"],
      ["/\\example.org", "/example.org"],
      ["/ar/\\/example.org", "/example.org"],
    ] as const) {
      expect(splitLanguagePath(address).path, address).toBe(path);
    }
    expect(localizedPath("en", "//example.org/")).toBe("/example.org/");
    expect(localizedPath("ar", "/\\example.org")).toBe("/ar/example.org");
    expect(sameOriginPath("")).toBe("/");
    expect(sameOriginPath("/tool/a%2Fb")).toBe("/tool/a%2Fb");
  });
});
