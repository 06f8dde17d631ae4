import { languageAlternates } from "@app/shared/language-path";
import { alternativesPath, toolPath } from "@app/shared/route-meta";
import { escapeHtml } from "../../http/escape-html.ts";

const XMLNS = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** Google's namespace for a URL's language versions (hreflang) in a sitemap. */
const XHTML = "http://www.w3.org/1999/xhtml";
const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

export interface ToolEntry {
  id: string;
  updatedAt: Date;
}

/** The entries each tool adds: its own page, then its alternatives' page. */
export const URLS_PER_TOOL = 2;

/**
 * A tool's <url> entries: its page with its last change, then its alternatives' page naming that
 * page in every language (hreflang; the alternatives change with other tools, so no lastmod).
 * `origin` is the escaped public origin; ids are UUIDs and need no escaping.
 */
export function toolUrls(origin: string, tool: ToolEntry): [string, string] {
  const lastmod = `<lastmod>${tool.updatedAt.toISOString()}</lastmod>`;
  const path = alternativesPath(tool.id);
  const languages = languageAlternates(origin, path).map(
    ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
  );
  return [
    `<url><loc>${origin}${toolPath(tool.id)}</loc>${lastmod}</url>\n`,
    `<url><loc>${origin}${path}</loc>${languages.join("")}</url>\n`,
  ];
}

/**
 * A <urlset> (sitemap protocol 0.9) of pages, then the tools' entries (toolUrls). Numeric
 * character references (escapeHtml) are valid XML escapes.
 */
export function urlsetXml(pages: SitemapUrl[], toolEntries: readonly string[]): string {
  const parts = [`${PROLOG}<urlset xmlns="${XMLNS}" xmlns:xhtml="${XHTML}">\n`];
  for (const page of pages) {
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : "";
    parts.push(`<url><loc>${escapeHtml(page.loc)}</loc>${lastmod}</url>\n`);
  }
  parts.push(...toolEntries);
  parts.push("</urlset>\n");
  return parts.join("");
}

/** A <sitemapindex> pointing at the parts of a sitemap too big for one file. */
export function sitemapIndexXml(locs: string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`);
  return `${PROLOG}<sitemapindex xmlns="${XMLNS}">\n${entries.join("")}</sitemapindex>\n`;
}
