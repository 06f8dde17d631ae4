import { escapeHtml } from "../../http/escape-html.ts";

const XMLNS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

export interface ToolEntry {
  id: string;
  updatedAt: Date;
}

/**
 * A <urlset> (sitemap protocol 0.9) of pages, then tools at `toolBase` + id. Numeric character
 * references (escapeHtml) are valid XML escapes.
 */
export function urlsetXml(pages: SitemapUrl[], toolBase: string, tools: ToolEntry[]): string {
  const parts = [`${PROLOG}<urlset xmlns="${XMLNS}">\n`];
  for (const page of pages) {
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : "";
    parts.push(`<url><loc>${escapeHtml(page.loc)}</loc>${lastmod}</url>\n`);
  }
  // Tool URLs share one prefix, escaped once; ids are UUIDs and need no escaping.
  const base = escapeHtml(toolBase);
  for (const tool of tools) {
    parts.push(
      `<url><loc>${base}${tool.id}</loc><lastmod>${tool.updatedAt.toISOString()}</lastmod></url>\n`,
    );
  }
  parts.push("</urlset>\n");
  return parts.join("");
}

/** A <sitemapindex> pointing at the parts of a sitemap too big for one file. */
export function sitemapIndexXml(locs: string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`);
  return `${PROLOG}<sitemapindex xmlns="${XMLNS}">\n${entries.join("")}</sitemapindex>\n`;
}
