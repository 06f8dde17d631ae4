import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { build } from "vite";
import { compression } from "vite-plugin-compression2";
import { afterAll, describe, expect, it } from "vitest";
import { EAGER_COMPILE_HINT, eagerCompileHints } from "./compile-hints";

const root = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A build like the app's: an entry, a lazily loaded module with a stylesheet, compression. */
async function buildApp(sourcemap = false) {
  writeFileSync(path.join(root, "index.html"), '<script type="module" src="./main.js"></script>');
  writeFileSync(
    path.join(root, "main.js"),
    `import("./later.js").then((m) => m.show("${"x".repeat(2000)}"));`,
  );
  writeFileSync(
    path.join(root, "later.js"),
    `import "./later.css";\nexport const show = (t) => [t, "${"y".repeat(2000)}"];`,
  );
  writeFileSync(path.join(root, "later.css"), `.later { color: red; }`);
  await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [eagerCompileHints(), compression({ algorithms: ["brotliCompress", "gzip"] })],
    build: { outDir: "dist", manifest: true, modulePreload: false, sourcemap },
  });
  return path.join(root, "dist", "assets");
}

describe("eagerCompileHints", () => {
  it("puts V8's hint on the first line of every script, in its compressed copies too", async () => {
    const assets = await buildApp();
    const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBe(2);
    const firstLine = (text: string) => text.split("\n")[0];
    for (const script of scripts) {
      const file = path.join(assets, script);
      const code = readFileSync(file, "utf8");
      expect(firstLine(code)).toBe(EAGER_COMPILE_HINT);
      // The rest is Vite's (the entry's dependency map of the lazy module's stylesheet first).
      expect(code.split("\n").filter((line) => line === EAGER_COMPILE_HINT)).toHaveLength(1);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(code);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(code);
    }
    const entry = scripts.find((script) => script.startsWith("index-")) ?? "";
    expect(readFileSync(path.join(assets, entry), "utf8")).toContain("__vite__mapDeps");
  });

  it("refuses a build with source maps, whose lines the hint would shift", async () => {
    await expect(buildApp(true)).rejects.toThrow(/source maps/);
  });
});
