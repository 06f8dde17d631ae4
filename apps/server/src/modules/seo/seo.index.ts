import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { robotsTxt } from "./robots.ts";
import { createSitemap, type SitemapOptions } from "./sitemap.ts";

const XML = "application/xml; charset=utf-8";
/** Crawlers read these rarely; a shared cache may keep them for an hour. */
const CACHE = "public, max-age=3600";

/** /robots.txt, /sitemap.xml and, for a big catalogue, its parts /sitemap-{n}.xml. */
export function seoRouter(db: Db, options: { publicUrl: string; sitemap?: SitemapOptions }) {
  const sitemap = createSitemap(db, options.publicUrl, options.sitemap);
  const robots = robotsTxt(options.publicUrl);
  return new Hono()
    .get("/robots.txt", (c) =>
      c.body(robots, 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE }),
    )
    .get("/sitemap.xml", async (c) =>
      c.body(await sitemap.root(), 200, { "Content-Type": XML, "Cache-Control": CACHE }),
    )
    .get("/:file{sitemap-[0-9]{1,6}\\.xml}", async (c) => {
      const n = Number(c.req.param("file").slice("sitemap-".length, -".xml".length));
      const xml = await sitemap.part(n);
      if (xml === null) return c.text("Not found", 404);
      return c.body(xml, 200, { "Content-Type": XML, "Cache-Control": CACHE });
    });
}
