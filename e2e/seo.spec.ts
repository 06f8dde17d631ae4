import type { Page } from "@playwright/test";
import { ar } from "./arabic-texts.ts";
import { expect, test } from "./fixtures.ts";

const BRAND = "VettedAI";

const description = (page: Page) => page.locator('meta[name="description"]');
const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const property = (page: Page, key: string) => page.locator(`meta[property="${key}"]`);

async function firstTool(page: Page) {
  const response = await page.request.get("/api/tools?sort=rating");
  const body = (await response.json()) as {
    items: { id: string; slug: string; name: string; shortDesc: string }[];
  };
  const tool = body.items[0];
  if (!tool) throw new Error("no seeded tool");
  return tool;
}

test("the server sends each page's own head, once", async ({ page }) => {
  const html = await (await page.request.get("/marketplace")).text();
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain(`<title>AI Solutions Marketplace | ${BRAND}</title>`);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  // The canonical address is PUBLIC_URL's, never the request's host: unset in e2e, localhost:PORT.
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/marketplace" \/>/);
  expect(html).toContain('<meta property="og:site_name" content="VettedAI" />');
});

test("title, description and canonical follow client-side navigation", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(`${BRAND}: vetted AI tools for business`);
  await page.getByRole("navigation").getByRole("link", { name: "Marketplace" }).first().click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page).toHaveTitle(`AI Solutions Marketplace | ${BRAND}`);
  await expect(description(page)).toHaveAttribute("content", /Search and filter vetted AI tools/);
  await expect(description(page)).toHaveCount(1);
  await expect(canonical(page)).toHaveAttribute("href", /\/marketplace$/);
  await expect(property(page, "og:title")).toHaveAttribute(
    "content",
    `AI Solutions Marketplace | ${BRAND}`,
  );
  await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute(
    "content",
    /Search and filter vetted AI tools/,
  );

  await page
    .getByRole("navigation")
    .getByRole("link", { name: "Digital Maturity" })
    .first()
    .click();
  await expect(page).toHaveTitle(`Digital Maturity Assessment | ${BRAND}`);
  await expect(description(page)).toHaveAttribute("content", /5-minute digital maturity/);
  await expect(canonical(page)).toHaveAttribute("href", /\/digital-maturity$/);
});

test("an Arabic reader's title and description follow client-side navigation", async ({ page }) => {
  // The first page's head is the server's; the browser loads the Arabic titles after it renders.
  await page.goto("/ar");
  await page
    .getByRole("navigation")
    .getByRole("link", { name: ar("nav.marketplace") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ar\/marketplace$/);
  await expect(page).toHaveTitle(`سوق حلول الذكاء الاصطناعي | ${BRAND}`);
  await expect(description(page)).toHaveAttribute("content", /أدوات الذكاء الاصطناعي الموثوقة/);
  await expect(canonical(page)).toHaveAttribute("href", /\/ar\/marketplace$/);
});

test("the page texts follow the language", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("language", "ar"));
  await page.goto("/marketplace");
  await expect(page).toHaveTitle(`سوق حلول الذكاء الاصطناعي | ${BRAND}`);
  await expect(description(page)).toHaveAttribute("content", /أدوات الذكاء الاصطناعي الموثوقة/);
  await expect(property(page, "og:description")).toHaveAttribute("content", /الموثوقة/);

  await page.getByRole("button", { name: /^اللغة/ }).click();
  await page.getByRole("menuitem", { name: "हिन्दी" }).click();
  await expect(page).toHaveTitle(`एआई समाधान मार्केटप्लेस | ${BRAND}`);
  await expect(description(page)).toHaveAttribute("content", /श्रेणी और उद्योग/);
});

test("a tool page is titled with the tool's name and described by it", async ({ page }) => {
  const tool = await firstTool(page);
  await page.goto("/marketplace");
  await page.goto(`/tool/${tool.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tool.name);
  await expect(page).toHaveTitle(`${tool.name} | ${BRAND}`);
  await expect(description(page)).toHaveAttribute("content", tool.shortDesc);
  await expect(canonical(page)).toHaveAttribute("href", new RegExp(`/tool/${tool.id}$`));

  await page.getByRole("link", { name: "Back to Marketplace" }).click();
  await expect(page).toHaveTitle(`AI Solutions Marketplace | ${BRAND}`);
  await expect(description(page)).not.toHaveAttribute("content", tool.shortDesc);
});

test("crawlers get a tool's head and JSON-LD without running JavaScript", async ({ request }) => {
  const list = await request.get("/api/tools?sort=reviews");
  const [tool] = (
    (await list.json()) as {
      items: {
        id: string;
        name: string;
        shortDesc: string;
        rating: number;
        reviewsCount: number;
      }[];
    }
  ).items;
  if (!tool) throw new Error("no seeded tool");
  const response = await request.get(`/tool/${tool.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${tool.name} | ${BRAND}</title>`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/tool/${tool.id}"`));
  const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(block ?? "null") as {
    "@type": string;
    name: string;
    aggregateRating?: { ratingValue: number; ratingCount: number };
  };
  expect(data["@type"]).toBe("SoftwareApplication");
  expect(data.name).toBe(tool.name);
  expect(data.aggregateRating?.ratingValue).toBe(tool.rating);
  expect(data.aggregateRating?.ratingCount).toBe(tool.reviewsCount);
});

test("the sitemap lists the static pages, every published tool and its alternatives in each language; robots points to it", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/about", "/marketplace", "/regions/uae", "/privacy"]) {
    expect(xml).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
  }
  expect(xml).not.toContain("/dashboard/");
  const tools = (await (await request.get("/api/tools?pageSize=100")).json()) as {
    items: { id: string }[];
    total: number;
  };
  expect(xml.match(/<loc>[^<]*\/tool\/[^/<]+<\/loc>/g)?.length).toBe(tools.total);
  expect(xml.match(/<loc>[^<]*\/tool\/[^/<]+\/alternatives<\/loc>/g)?.length).toBe(tools.total);
  for (const item of tools.items) {
    expect(xml).toContain(`/tool/${item.id}</loc>`);
    expect(xml).toMatch(new RegExp(`hreflang="ar" href="[^"]*/ar/tool/${item.id}/alternatives"`));
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
});
