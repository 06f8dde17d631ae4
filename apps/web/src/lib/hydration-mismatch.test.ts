import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PREACT_MISMATCH_HOOK } from "./hydration-mismatch";

describe("reportHydrationMismatches", () => {
  it("hooks the name that Preact's published build calls when hydration finds other elements", () => {
    const require = createRequire(import.meta.url);
    const dist = path.join(path.dirname(require.resolve("preact/package.json")), "dist/preact.mjs");
    const source = readFileSync(dist, "utf8");
    expect(source).toContain(`.${PREACT_MISMATCH_HOOK}(`);
  });
});
