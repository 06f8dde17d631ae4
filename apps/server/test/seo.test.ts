import { STATIC_ROUTES } from "@app/shared/route-meta";
import { beforeEach, describe, expect, it } from "vitest";
import { user } from "../src/db/schema/auth.ts";
import { toolRatings } from "../src/db/schema/catalog.ts";
import { seoRouter } from "../src/modules/seo/seo.index.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

const ORIGIN = "http://localhost:3000";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

async function page(path: string) {
  const res = await t.app.request(path);
  return { status: res.status, type: res.headers.get("content-type"), html: await res.text() };
}

/** The content of <meta name|property="key">, decoded from its HTML escapes. */
function meta(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`);
  const raw = pattern.exec(html)?.[1];
  return raw?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

function jsonLdOf(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? "");
}

async function rate(toolId: string, ratings: number[]) {
  for (const [i, rating] of ratings.entries()) {
    const id = `rater-${toolId}-${i}`;
    await t.db.insert(user).values({ id, name: `Rater ${i}`, email: `${id}@example.com` });
    await t.db.insert(toolRatings).values({ userId: id, solutionId: toolId, rating });
  }
}

describe("tool page head", () => {
  it("carries the tool's title, description, canonical URL, link-preview tags and JSON-LD", async () => {
    const tool = await insertTool(t.db, {
      name: "Qalam Desk",
      shortDesc: "Arabic-first customer support inbox.",
      category: "Customer Service",
      pricing: "From $19/month",
      freeTier: true,
      pricePlans: [
        {
          name: "Team",
          billing: "monthly",
          amount: 49,
          currency: "USD",
          taxIncluded: false,
          maxUsers: 10,
          usage: null,
        },
        {
          name: "API",
          billing: "per_usage",
          amount: 12,
          currency: "AED",
          taxIncluded: false,
          maxUsers: null,
          usage: { quantity: 1000, unit: "call" },
        },
        {
          name: "Enterprise",
          billing: "custom",
          amount: null,
          currency: "USD",
          taxIncluded: false,
          maxUsers: null,
          usage: null,
        },
      ],
    });
    await rate(tool.id, [5, 4]);

    const res = await page(`/tool/${tool.id}`);
    expect(res.status).toBe(200);
    expect(res.type).toContain("text/html");
    expect(titleOf(res.html)).toBe(`Qalam Desk | ${t.config.site.brandName}`);
    expect(res.html.match(/<title>/g)).toHaveLength(1);
    expect(meta(res.html, "description")).toBe("Arabic-first customer support inbox.");
    expect(res.html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(canonicalOf(res.html)).toBe(`${ORIGIN}/tool/${tool.id}`);
    expect(meta(res.html, "robots")).not.toContain("noindex");
    expect(meta(res.html, "og:title")).toBe(`Qalam Desk | ${t.config.site.brandName}`);
    expect(meta(res.html, "og:description")).toBe("Arabic-first customer support inbox.");
    expect(meta(res.html, "og:type")).toBe("website");
    expect(meta(res.html, "og:url")).toBe(`${ORIGIN}/tool/${tool.id}`);
    expect(meta(res.html, "og:site_name")).toBe(t.config.site.brandName);
    expect(meta(res.html, "twitter:card")).toBe("summary");
    expect(meta(res.html, "twitter:title")).toBe(`Qalam Desk | ${t.config.site.brandName}`);
    expect(meta(res.html, "twitter:description")).toBe("Arabic-first customer support inbox.");

    expect(jsonLdOf(res.html)).toEqual({
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: "Qalam Desk",
      description: "Arabic-first customer support inbox.",
      applicationCategory: "Customer Service",
      url: `${ORIGIN}/tool/${tool.id}`,
      // From the plans every price on the site comes from, never the free-text summary.
      offers: [
        { "@type": "Offer", price: "0", priceCurrency: "USD" },
        {
          "@type": "Offer",
          name: "Team",
          price: "49",
          priceCurrency: "USD",
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: "49",
            priceCurrency: "USD",
            billingDuration: "P1M",
          },
        },
        {
          "@type": "Offer",
          name: "API",
          price: "12",
          priceCurrency: "AED",
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: "12",
            priceCurrency: "AED",
            referenceQuantity: { "@type": "QuantitativeValue", value: 1000, unitText: "call" },
          },
        },
      ],
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.5,
        ratingCount: 2,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
    // The site config block is still there for the app.
    expect(res.html).toContain('<script id="site-config" type="application/json">{');
  });

  it("rounds the mean of the ratings to one decimal", async () => {
    const tool = await insertTool(t.db);
    await rate(tool.id, [5, 4, 4]);
    const ld = jsonLdOf((await page(`/tool/${tool.id}`)).html);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.3, ratingCount: 3 });
  });

  it("leaves out AggregateRating (and offers) for a tool nobody has rated and no priced plan", async () => {
    const tool = await insertTool(t.db, {
      pricing: "From $49/month",
      pricePlans: [],
      freeTier: false,
    });
    const ld = jsonLdOf((await page(`/tool/${tool.id}`)).html);
    expect(ld.name).toBe(tool.name);
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("offers");
  });

  it("answers a slug with the id's canonical URL", async () => {
    const tool = await insertTool(t.db, { slug: "qalam-desk" });
    const res = await page("/tool/qalam-desk");
    expect(res.status).toBe(200);
    expect(canonicalOf(res.html)).toBe(`${ORIGIN}/tool/${tool.id}`);
  });

  it("keeps a hostile tool name inside its tags and its JSON-LD block", async () => {
    const evil = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const tool = await insertTool(t.db, { name: evil, shortDesc: `${evil} & more` });
    const res = await page(`/tool/${tool.id}`);
    expect(res.status).toBe(200);
    expect(res.html).not.toContain("<script>alert(1)");
    expect(res.html).not.toContain("<img src=x");
    expect(res.html.match(/<\/script>/g)?.length).toBe(
      (res.html.match(/<script[ >]/g) ?? []).length,
    );
    expect(titleOf(res.html)).not.toContain("<");
    expect(meta(res.html, "og:title")).toBe(`${evil} | ${t.config.site.brandName}`);
    expect(jsonLdOf(res.html).name).toBe(evil);
  });

  it("answers an unknown, malformed or hidden tool with 404, noindex and the app itself", async () => {
    const hidden = await insertTool(t.db, { status: "hidden", name: "Secret Tool" });
    for (const key of [hidden.id, "00000000-0000-4000-8000-000000000000", "no-such-tool"]) {
      const res = await page(`/tool/${key}`);
      expect(res.status, key).toBe(404);
      expect(res.type).toContain("text/html");
      expect(meta(res.html, "robots")).toBe("noindex");
      expect(titleOf(res.html)).toContain("Tool not found");
      expect(res.html).not.toContain("Secret Tool");
      expect(res.html).not.toContain("application/ld+json");
      expect(res.html).toContain('<div id="root">');
    }
  });
});

describe("alternatives page head", () => {
  const hreflangs = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );

  it("names the tool in the reader's language, with its canonical URL by id and every language's address", async () => {
    const tool = await insertTool(t.db, { name: "Qalam Desk", slug: "qalam-desk" });
    const path = `/tool/${tool.id}/alternatives`;
    const res = await page("/tool/qalam-desk/alternatives");
    expect(res.status).toBe(200);
    expect(titleOf(res.html)).toBe(`Alternatives to Qalam Desk | ${t.config.site.brandName}`);
    expect(meta(res.html, "description")).toContain("AI tools like Qalam Desk");
    expect(canonicalOf(res.html)).toBe(`${ORIGIN}${path}`);
    expect(meta(res.html, "robots")).not.toContain("noindex");
    expect(hreflangs(res.html)).toEqual([
      `en ${ORIGIN}${path}`,
      `ar ${ORIGIN}/ar${path}`,
      `hi ${ORIGIN}/hi${path}`,
      `x-default ${ORIGIN}${path}`,
    ]);

    const arabic = await page("/ar/tool/qalam-desk/alternatives");
    expect(titleOf(arabic.html)).toBe(`بدائل Qalam Desk | ${t.config.site.brandName}`);
    expect(canonicalOf(arabic.html)).toBe(`${ORIGIN}/ar${path}`);
  });

  it("answers an unknown or hidden tool's alternatives with 404 and noindex", async () => {
    const hidden = await insertTool(t.db, { status: "hidden", name: "Secret Tool" });
    for (const key of [hidden.id, "no-such-tool"]) {
      const res = await page(`/tool/${key}/alternatives`);
      expect(res.status, key).toBe(404);
      expect(meta(res.html, "robots")).toBe("noindex");
      expect(titleOf(res.html)).toContain("Tool not found");
      expect(res.html).not.toContain("Secret Tool");
    }
  });
});

describe("static page heads", () => {
  it("gives every static route its own title, description and canonical URL", async () => {
    const titles = new Set<string>();
    for (const route of STATIC_ROUTES) {
      const res = await page(route.path);
      expect(res.status, route.path).toBe(200);
      const title = titleOf(res.html) ?? "";
      expect(title, route.path).toContain(t.config.site.brandName);
      titles.add(title);
      expect(meta(res.html, "description"), route.path).toMatch(/\w{3,}/);
      expect(res.html, route.path).not.toMatch(/{{\w+}}/);
      expect(canonicalOf(res.html), route.path).toBe(`${ORIGIN}${route.path}`);
      expect(meta(res.html, "og:url")).toBe(`${ORIGIN}${route.path}`);
      expect(meta(res.html, "og:title")).toBe(title);
      expect(meta(res.html, "twitter:card")).toBe("summary");
      expect(meta(res.html, "robots")?.includes("noindex"), route.path).toBe(!route.indexed);
    }
    expect(titles.size).toBe(STATIC_ROUTES.length);
  });

  it("names the pages in English with the spec's figures", async () => {
    const marketplace = await page("/marketplace");
    expect(titleOf(marketplace.html)).toBe(`AI Solutions Marketplace | ${t.config.site.brandName}`);
    const maturity = await page("/digital-maturity/");
    expect(canonicalOf(maturity.html)).toBe(`${ORIGIN}/digital-maturity`);
    expect(meta(maturity.html, "description")).toContain("free 5-minute digital maturity");
  });

  it("answers any other path with 404 and noindex, and the app itself", async () => {
    const res = await page("/no/such/page");
    expect(res.status).toBe(404);
    expect(meta(res.html, "robots")).toBe("noindex");
    expect(titleOf(res.html)).toContain("Page not found");
  });

  it("escapes the brand", async () => {
    const evil = await createTestApp({ BRAND_NAME: 'Acme "<b>' });
    const res = await client(evil).get("/about");
    expect(res.body).toContain("<title>About Us | Acme &#34;&#60;b&#62;</title>");
    expect(res.body).not.toContain('Acme "<b>');
  });
});

describe("sitemap and robots", () => {
  it("lists every static page and published tool, not hidden tools, sign-in or dashboards", async () => {
    const published = await insertTool(t.db);
    const hidden = await insertTool(t.db, { status: "hidden" });
    const res = await t.app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${ORIGIN}/tool/${published.id}`);
    expect(locs).not.toContain(`${ORIGIN}/tool/${hidden.id}`);
    for (const path of ["/", "/about", "/mission", "/marketplace", "/privacy", "/regions/saudi"]) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    expect(locs.some((loc) => loc?.includes("/auth") || loc?.includes("/dashboard"))).toBe(false);
    expect(xml).toContain(
      `<loc>${ORIGIN}/tool/${published.id}</loc><lastmod>${published.updatedAt.toISOString()}</lastmod>`,
    );
    expect(locs).not.toContain(`${ORIGIN}/tool/${hidden.id}/alternatives`);
    expectWellFormed(xml);
  });

  it("lists each published tool's alternatives page with its address in every language", async () => {
    const tool = await insertTool(t.db);
    const xml = await (await t.app.request("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const path = `/tool/${tool.id}/alternatives`;
    const links = ["en", "ar", "hi"]
      .map((lang) => {
        const href = lang === "en" ? `${ORIGIN}${path}` : `${ORIGIN}/${lang}${path}`;
        return `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`;
      })
      .join("");
    const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${path}"/>`;
    expect(xml).toContain(`<url><loc>${ORIGIN}${path}</loc>${links}${xDefault}</url>`);
    expectWellFormed(xml);
  });

  it("splits a big sitemap into an index of parts", async () => {
    const tools = [];
    for (let i = 0; i < 6; i += 1) tools.push(await insertTool(t.db));
    const pages = STATIC_ROUTES.filter((r) => r.indexed).length;
    const maxUrls = 5;
    const router = seoRouter(t.db, { publicUrl: `${ORIGIN}/`, sitemap: { maxUrls } });

    const index = await (await router.request("/sitemap.xml")).text();
    // A tool's page and its alternatives' page.
    const parts = Math.ceil((pages + 2 * tools.length) / maxUrls);
    expect(index).toContain("<sitemapindex");
    const partLocs = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(partLocs).toEqual(
      Array.from({ length: parts }, (_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`),
    );
    expectWellFormed(index);

    const all: string[] = [];
    for (let n = 1; n <= parts; n += 1) {
      const res = await router.request(`/sitemap-${n}.xml`);
      expect(res.status).toBe(200);
      const xml = await res.text();
      expectWellFormed(xml);
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
      expect(locs.length).toBeLessThanOrEqual(maxUrls);
      all.push(...locs);
    }
    expect(all).toHaveLength(pages + 2 * tools.length);
    expect(new Set(all).size).toBe(all.length);
    for (const tool of tools) {
      expect(all).toContain(`${ORIGIN}/tool/${tool.id}`);
      expect(all).toContain(`${ORIGIN}/tool/${tool.id}/alternatives`);
    }
    expect((await router.request(`/sitemap-${parts + 1}.xml`)).status).toBe(404);
    expect((await router.request("/sitemap-0.xml")).status).toBe(404);
  });

  it("serves robots.txt that allows all but the API and dashboards and names the sitemap", async () => {
    const res = await t.app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    expect(text.split("\n")).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /dashboard/",
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });
});

/** Balanced tags and no raw "&" or "<" in text: enough to catch an unescaped value. */
function expectWellFormed(xml: string) {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, "");
  const stack: string[] = [];
  for (const match of body.matchAll(/<(\/?)([a-z][\w:]*)[^>]*?(\/?)>/gi)) {
    if (match[3]) continue;
    if (match[1]) expect(stack.pop()).toBe(match[2]);
    else stack.push(match[2] ?? "");
  }
  expect(stack).toEqual([]);
  const text = body.replace(/<[^>]+>/g, "");
  expect(text).not.toMatch(/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/);
  expect(text).not.toContain("<");
}
