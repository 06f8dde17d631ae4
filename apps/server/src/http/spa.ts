import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { directionOf, type Language } from "@app/shared/i18n";
import { localizedPath, splitLanguagePath } from "@app/shared/language-path";
import { APP_ROOT_ELEMENT_ID, PAGE_STATE_ELEMENT_ID } from "@app/shared/page-state";
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from "@app/shared/site";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { fontPreloads } from "./font-preloads.ts";
import { isDefaultLanguage, preferredLanguage } from "./language-choice.ts";
import type { RenderPage } from "./page-renderer.ts";
import { revalidated } from "./revalidate.ts";
import { scriptSafeJson } from "./script-safe-json.ts";

const DATA_BLOCK = new RegExp(
  `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">[^<]*</script>`,
);
/** The build's own title and description give way to each page's (see headFor). */
const DEFAULT_HEAD = [/<title>[^<]*<\/title>\s*/i, /<meta name="description"[^>]*>\s*/i];
const HTML_TAG = /<html[^>]*>/i;
const ROOT = `<div id="${APP_ROOT_ELEMENT_ID}"></div>`;

/** The <head> fragment describing one page (title, meta, JSON-LD) and the status to send. */
export type HeadFor = (
  pathname: string,
  language: Language,
) => Promise<{ status: 200 | 404; html: string }>;

interface Page {
  language: Language;
  head: string;
  /** The app's server-rendered HTML and the state it was rendered from, if rendering worked. */
  body: { html: string; state: unknown } | null;
}

/** index.html with the site config filled in, cut where each page's parts go. */
function shellOf(indexFile: string, site: SiteConfig, preloads: Record<Language, string>) {
  let html = readFileSync(indexFile, "utf8").replace(
    DATA_BLOCK,
    `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(site)}</script>`,
  );
  for (const pattern of DEFAULT_HEAD) html = html.replace(pattern, "");
  const [beforeHtml = "", fromHtml = ""] = html.split(HTML_TAG);
  const [head = "", fromHead = ""] = fromHtml.split("</head>");
  const [body = "", afterRoot] = fromHead.split(ROOT);
  if (!HTML_TAG.test(html) || afterRoot === undefined) {
    throw new Error(`${indexFile} lacks <html>, </head> or ${ROOT}`);
  }
  return ({ language, head: pageHead, body: app }: Page) =>
    [
      beforeHtml,
      `<html lang="${language}" dir="${directionOf(language)}">`,
      head,
      preloads[language],
      pageHead,
      "</head>",
      body,
      `<div id="${APP_ROOT_ELEMENT_ID}">${app?.html ?? ""}</div>`,
      app
        ? `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(app.state)}</script>`
        : "",
      afterRoot,
    ].join("");
}

/**
 * The built app: hashed assets cached for a year and sent as the build compressed them (.br,
 * .gz) when the browser accepts it; every other path is a page, rendered on the server in the
 * language of its address (/ar/…, /hi/…, or none for English). An address without a language
 * sends a reader who chose Arabic or Hindi (the cookie), or whose browser asks for it, to that
 * language's address.
 */
export function spaRouter(
  webDist: string,
  site: SiteConfig,
  headFor: HeadFor,
  renderPage: RenderPage,
) {
  const app = new Hono();
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) =>
      c.text("The web app is not built yet. Run `npm run build` (or `npm start`).", 503),
    );
  }
  const shell = shellOf(indexFile, site, fontPreloads(webDist));
  const root = path.relative(process.cwd(), webDist) || ".";
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200)
      c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  });
  // The server's own renderer and the build manifest are not for browsers.
  app.all("/_ssr/*", (c) => c.notFound());
  app.all("/.vite/*", (c) => c.notFound());
  // The build's own shell (no site config, no page): the home page is what is meant.
  app.get("/index.html", (c) => c.redirect("/", 301));
  app.use("*", serveStatic({ root, index: "__none__", precompressed: true }));
  app.get("*", revalidated(), async (c) => {
    const { language, path: pagePath } = splitLanguagePath(c.req.path);
    // Every page shows prices in the reader's currency (cookies, else Accept-Language).
    c.header("Vary", "Cookie, Accept-Language", { append: true });
    if (isDefaultLanguage(language)) {
      const preferred = preferredLanguage(c);
      if (!isDefaultLanguage(preferred) && preferred) {
        const query = new URL(c.req.url).search;
        c.header("Cache-Control", "private, no-cache");
        return c.redirect(`${localizedPath(preferred, pagePath)}${query}`, 302);
      }
    }
    const [head, body] = await Promise.all([
      headFor(pagePath, language),
      renderPage(new URL(c.req.url), language, {
        cookies: c.req.header("cookie"),
        acceptLanguage: c.req.header("accept-language"),
      }),
    ]);
    return c.html(shell({ language, head: head.html, body }), head.status);
  });
  return app;
}
