import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("sonner", () => {
  it("is imported by lib/toast.ts and the deferred Toaster only, so it stays off the first script", async () => {
    const root = path.resolve(import.meta.dirname, "..");
    const allowed = new Set(["lib/toast.ts", "app/localized-toaster.tsx"]);
    const offenders: string[] = [];
    for (const file of await readdir(root, { recursive: true })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || allowed.has(file)) continue;
      if (/from "sonner"/.test(await readFile(path.join(root, file), "utf8"))) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
