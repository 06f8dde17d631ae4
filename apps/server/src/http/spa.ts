import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from "@app/shared/site";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const DATA_BLOCK = new RegExp(
  `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">[^<]*</script>`,
);

/** JSON made safe inside a <script> data block (no "</script>" break-out). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The built SPA: hashed assets cached for a year, every other path gets index.html. */
export function spaRouter(webDist: string, site: SiteConfig) {
  const app = new Hono();
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) =>
      c.text("The web app is not built yet. Run `npm run build` (or `npm start`).", 503),
    );
  }
  const html = readFileSync(indexFile, "utf8").replace(
    DATA_BLOCK,
    `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(site)}</script>`,
  );
  const root = path.relative(process.cwd(), webDist) || ".";
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200)
      c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("*", serveStatic({ root, index: "__none__" }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(html);
  });
  return app;
}
