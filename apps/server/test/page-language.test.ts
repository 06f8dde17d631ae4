import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROUTE_META_AR, ROUTE_META_HI } from "@app/shared/route-meta-texts";
import { afterAll, describe, expect, it } from "vitest";
import { insertTool } from "./catalog-fixtures.ts";
import { createTestApp, FIXTURE_WEB_DIST } from "./harness.ts";

const ORIGIN = "http://localhost:3000";
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
    ([, lang, href]) => `${lang} ${href}`,
  );

/**
 * A build with a stand-in renderer: it echoes the language and what the app's own API answered
 * in-process, which is all the server's part of rendering is (the real one is in the e2e suite).
 */
function buildWithRenderer(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "web-dist-"));
  cpSync(FIXTURE_WEB_DIST, dist, { recursive: true });
  mkdirSync(path.join(dist, "_ssr"));
  writeFileSync(
    path.join(dist, "_ssr", "entry-server.js"),
    `let fetchApi;
export async function setup(options) { fetchApi = options.fetchApi; }
export async function render(url, language) {
  if (url.pathname.endsWith("/broken")) throw new Error("render failed");
  const { total } = await (await fetchApi("/api/tools?pageSize=1")).json();
  return { html: "<h1>" + language + " page, " + total + " tools</h1>", state: { queries: { total }, router: {} } };
}`,
  );
  return dist;
}

const dists: string[] = [];
afterAll(() => {
  for (const dist of dists) rmSync(dist, { recursive: true, force: true });
});

describe("a page's address carries its language", () => {
  it("renders an Arabic page's head in Arabic, right to left, with every language's address", async () => {
    const t = await createTestApp();
    const res = await t.app.request("/ar/about");
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(titleOf(html)).toBe(
      ROUTE_META_AR.pages.about.title.replace("{{brand}}", t.config.site.brandName),
    );
    expect(canonicalOf(html)).toBe(`${ORIGIN}/ar/about`);
    expect(alternatesOf(html)).toEqual([
      `en ${ORIGIN}/about`,
      `ar ${ORIGIN}/ar/about`,
      `hi ${ORIGIN}/hi/about`,
      `x-default ${ORIGIN}/about`,
    ]);
  });

  it("names a tool in Hindi at its Hindi address, and 404s an unknown one there", async () => {
    const t = await createTestApp();
    const tool = await insertTool(t.db, { name: "Qalam Desk" });
    const res = await t.app.request(`/hi/tool/${tool.id}`);
    const html = await res.text();
    expect(html).toContain('<html lang="hi" dir="ltr">');
    expect(titleOf(html)).toBe(
      ROUTE_META_HI.toolTitle
        .replace("{{name}}", "Qalam Desk")
        .replace("{{brand}}", t.config.site.brandName),
    );
    expect(canonicalOf(html)).toBe(`${ORIGIN}/hi/tool/${tool.id}`);
    expect((await t.app.request("/hi/tool/no-such-tool")).status).toBe(404);
    expect((await t.app.request("/ar/no-such-page")).status).toBe(404);
  });

  it("leaves sign-in and the dashboards without language alternates (they are not indexed)", async () => {
    const t = await createTestApp();
    const html = await (await t.app.request("/ar/auth")).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(alternatesOf(html)).toEqual([]);
  });
});

describe("a remembered language", () => {
  it("sends an unprefixed address to the chosen language's, keeping the query", async () => {
    const t = await createTestApp();
    const res = await t.app.request("/marketplace?q=invoice&page=2", {
      headers: { cookie: "lang=ar" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/ar/marketplace?q=invoice&page=2");
    expect(res.headers.get("vary")).toMatch(/Cookie/);
    const home = await t.app.request("/", { headers: { cookie: "lang=hi" } });
    expect(home.headers.get("location")).toBe("/hi");
  });

  it("follows the browser's language when nothing was chosen, and a choice over the browser", async () => {
    const t = await createTestApp();
    const asked = await t.app.request("/about", {
      headers: { "accept-language": "fr-FR,hi;q=0.8,en;q=0.5" },
    });
    expect(asked.headers.get("location")).toBe("/hi/about");
    const chosen = await t.app.request("/about", {
      headers: { cookie: "lang=en", "accept-language": "ar" },
    });
    expect(chosen.status).toBe(200);
    expect(await chosen.text()).toContain('<html lang="en" dir="ltr">');
  });

  it("ignores a junk cookie and never redirects a prefixed address", async () => {
    const t = await createTestApp();
    const junk = await t.app.request("/about", { headers: { cookie: "lang=%00<x>" } });
    expect(junk.status).toBe(200);
    const prefixed = await t.app.request("/ar/about", { headers: { cookie: "lang=hi" } });
    expect(prefixed.status).toBe(200);
  });
});

describe("server rendering", () => {
  it("puts the rendered page and its state into the shell, fed by the app's own API", async () => {
    const dist = buildWithRenderer();
    dists.push(dist);
    const t = await createTestApp({ WEB_DIST: dist });
    await insertTool(t.db, { name: "Rendered Tool" });
    const html = await (await t.app.request("/ar/marketplace")).text();
    expect(html).toContain('<div id="root"><h1>ar page, 1 tools</h1></div>');
    expect(html).toContain(
      '<script id="page-state" type="application/json">{"queries":{"total":1},"router":{}}</script>',
    );
  });

  it("falls back to the bare shell when rendering fails, and keeps the renderer private", async () => {
    const dist = buildWithRenderer();
    dists.push(dist);
    const t = await createTestApp({ WEB_DIST: dist });
    const res = await t.app.request("/broken");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("page-state");
    expect((await t.app.request("/_ssr/entry-server.js")).status).toBe(404);
  });
});
