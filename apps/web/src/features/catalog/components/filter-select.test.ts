import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("the catalogue's Radix select", () => {
  it("is imported by the deferred filter-listbox.tsx only, so it stays off the marketplace's first script", async () => {
    const root = path.resolve(import.meta.dirname, "..");
    const offenders: string[] = [];
    for (const file of await readdir(root, { recursive: true })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      if (file === path.join("components", "filter-listbox.tsx")) continue;
      const source = await readFile(path.join(root, file), "utf8");
      if (/from "@\/components\/ui\/select"|Select[^"]*from "radix-ui"/.test(source))
        offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
