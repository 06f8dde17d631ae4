import { escapeHtml } from "../../http/escape-html.ts";

const XMLNS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

/** A <urlset> (sitemap protocol 0.9); numeric character references are valid XML escapes. */
export function urlsetXml(urls: Iterable<SitemapUrl>): string {
  const parts = [`${PROLOG}<urlset xmlns="${XMLNS}">\n`];
  for (const url of urls) {
    const lastmod = url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : "";
    parts.push(`<url><loc>${escapeHtml(url.loc)}</loc>${lastmod}</url>\n`);
  }
  parts.push("</urlset>\n");
  return parts.join("");
}

/** A <sitemapindex> pointing at the parts of a sitemap too big for one file. */
export function sitemapIndexXml(locs: string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`);
  return `${PROLOG}<sitemapindex xmlns="${XMLNS}">\n${entries.join("")}</sitemapindex>\n`;
}
