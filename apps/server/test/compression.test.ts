import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_THRESHOLD_BYTES, chooseEncoding } from "../src/http/compress.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { createTestApp, FIXTURE_WEB_DIST, type TestApp } from "./harness.ts";

/** The raw bytes of an answer, as the network carries them. */
async function bytesOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

function decode(encoding: string | null, bytes: Buffer): string {
  if (encoding === "br") return brotliDecompressSync(bytes).toString("utf8");
  if (encoding === "gzip") return gunzipSync(bytes).toString("utf8");
  return bytes.toString("utf8");
}

describe("choosing an encoding", () => {
  it("prefers brotli, then gzip, honours q=0 and the wildcard", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding("gzip;q=0, br;q=0")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding("")).toBeUndefined();
  });
});

describe("answers made per request", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 12; i++) await insertTool(t.db, { name: `Compressible Tool ${i}` });
  });

  it("sends JSON as brotli or gzip as the browser accepts, the same JSON once decoded", async () => {
    const plain = await t.app.request("/api/tools?pageSize=12", {
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    const json = (await bytesOf(plain)).toString("utf8");
    expect(json.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await t.app.request("/api/tools?pageSize=12", {
        headers: { "accept-encoding": accept },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      const bytes = await bytesOf(res);
      expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
      expect(bytes.length).toBeLessThan(json.length / 3);
      expect(JSON.parse(decode(encoding, bytes))).toEqual(JSON.parse(json));
    }
  });

  it("leaves small answers and HEAD alone", async () => {
    const small = await t.app.request("/healthz", { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.status).toBe(200);
    const head = await t.app.request("/api/tools?pageSize=12", {
      method: "HEAD",
      headers: { "accept-encoding": "br" },
    });
    expect(head.headers.get("content-encoding")).toBeNull();
  });

  it("compresses a page's HTML and keeps an error's shape", async () => {
    const page = await t.app.request("/marketplace", { headers: { "accept-encoding": "br" } });
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.headers.get("content-encoding")).toBe("br");
    const html = decode("br", await bytesOf(page));
    expect(html.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(html).toContain("<title>");
    const missing = await t.app.request("/api/tools/not-a-tool", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(missing.status).toBe(404);
    const body = JSON.parse(
      decode(missing.headers.get("content-encoding"), await bytesOf(missing)),
    );
    expect(body.error.code).toBe("NOT_FOUND");
  });
});

describe("the build's assets", () => {
  let dist: string;
  let t: TestApp;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), "compressed-dist-"));
    await mkdir(path.join(dist, "assets"));
    await writeFile(
      path.join(dist, "index.html"),
      await readFile(path.join(FIXTURE_WEB_DIST, "index.html")),
    );
    await writeFile(path.join(dist, "assets", "big-abc123.js"), script);
    await writeFile(path.join(dist, "assets", "big-abc123.js.br"), brotliCompressSync(script));
    await writeFile(path.join(dist, "assets", "big-abc123.js.gz"), gzipSync(script));
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it("sends the precompressed file the browser accepts, cached for a year, the same script decoded", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const res = await t.app.request("/assets/big-abc123.js", {
        headers: { "accept-encoding": accept },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/javascript/);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(decode(encoding, await bytesOf(res))).toBe(script);
    }
  });
});
