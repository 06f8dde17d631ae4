import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from "@app/shared/site";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { revalidated } from "./revalidate.ts";
import { scriptSafeJson } from "./script-safe-json.ts";

const DATA_BLOCK = new RegExp(
  `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">[^<]*</script>`,
);
/** The build's own title and description give way to each page's (see headFor). */
const DEFAULT_HEAD = [/<title>[^<]*<\/title>\s*/i, /<meta name="description"[^>]*>\s*/i];

/** The <head> fragment describing one page (title, meta, JSON-LD) and the status to send. */
export type HeadFor = (pathname: string) => Promise<{ status: 200 | 404; html: string }>;

/** index.html with the site config filled in, split where each page's head goes. */
function shellOf(indexFile: string, site: SiteConfig) {
  let html = readFileSync(indexFile, "utf8").replace(
    DATA_BLOCK,
    `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(site)}</script>`,
  );
  for (const pattern of DEFAULT_HEAD) html = html.replace(pattern, "");
  const at = html.indexOf("</head>");
  if (at < 0) throw new Error(`${indexFile} has no </head>`);
  const before = html.slice(0, at);
  const after = html.slice(at);
  return (head: string) => `${before}${head}${after}`;
}

/**
 * The built SPA: hashed assets cached for a year and sent as the build compressed them (.br, .gz)
 * when the browser accepts it; every other path gets index.html.
 */
export function spaRouter(webDist: string, site: SiteConfig, headFor: HeadFor) {
  const app = new Hono();
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) =>
      c.text("The web app is not built yet. Run `npm run build` (or `npm start`).", 503),
    );
  }
  const shell = shellOf(indexFile, site);
  const root = path.relative(process.cwd(), webDist) || ".";
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200)
      c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("*", serveStatic({ root, index: "__none__", precompressed: true }));
  app.get("*", revalidated(), async (c) => {
    const head = await headFor(c.req.path);
    return c.html(shell(head.html), head.status);
  });
  return app;
}
