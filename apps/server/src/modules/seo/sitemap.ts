import { STATIC_ROUTES } from "@app/shared/route-meta";
import type { Db } from "../../db/client.ts";
import { escapeHtml } from "../../http/escape-html.ts";
import { createMemo } from "./memo.ts";
import { absoluteUrl } from "./public-url.ts";
import { catalogVersion, countPublishedTools, publishedToolSlice } from "./sitemap.repository.ts";
import {
  type SitemapUrl,
  sitemapIndexXml,
  toolUrls,
  URLS_PER_TOOL,
  urlsetXml,
} from "./sitemap-xml.ts";

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

export interface SitemapOptions {
  maxUrls?: number;
  /**
   * How long a built file is reused while the catalogue is unchanged. Building one reads every
   * published tool's id and updated_at (a second or two on PGlite with 100,000 tools), so
   * repeated requests must not; a tool hidden or edited since is seen at the next request.
   */
  cacheMs?: number;
}

/**
 * The site's URLs as one list, static pages first, then every published tool's page and its
 * alternatives' page, cut into files of at most `maxUrls`. /sitemap.xml is the whole list while
 * it fits, else an index of the parts.
 */
export function createSitemap(db: Db, publicUrl: string, options: SitemapOptions = {}) {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const memo = createMemo(options.cacheMs ?? 5 * 60_000, 8);
  const pages: SitemapUrl[] = STATIC_ROUTES.filter((route) => route.indexed).map((route) => ({
    loc: absoluteUrl(publicUrl, route.path),
  }));
  // Every tool URL starts with the origin, escaped once.
  const origin = escapeHtml(absoluteUrl(publicUrl, "/").replace(/\/$/, ""));

  const partCount = (version: string) =>
    memo(`count@${version}`, async () => {
      const tools = await countPublishedTools(db);
      return Math.max(1, Math.ceil((pages.length + tools * URLS_PER_TOOL) / maxUrls));
    });

  /**
   * Part `part` (1-based) of the list: one query for its tools, selecting id and updated_at. A
   * tool's two entries may fall on either side of a part's end.
   */
  async function part(part: number): Promise<string> {
    const start = (part - 1) * maxUrls;
    const end = start + maxUrls;
    // The part's span of the tools' entries, then the tools that span covers.
    const from = Math.max(start, pages.length) - pages.length;
    const to = end - pages.length;
    if (to <= from) return urlsetXml(pages.slice(start, end), []);
    const first = Math.floor(from / URLS_PER_TOOL);
    const tools = await publishedToolSlice(db, first, Math.ceil(to / URLS_PER_TOOL) - first);
    const skip = from - first * URLS_PER_TOOL;
    const entries = tools.flatMap((tool) => toolUrls(origin, tool)).slice(skip, skip + to - from);
    return urlsetXml(pages.slice(start, end), entries);
  }

  return {
    /** /sitemap.xml: a urlset, or a sitemap index once the site outgrows one file. */
    root: async () => {
      const version = await catalogVersion(db);
      return memo(`root@${version}`, async () => {
        const parts = await partCount(version);
        if (parts === 1) return part(1);
        const locs = Array.from({ length: parts }, (_, i) =>
          absoluteUrl(publicUrl, sitemapPartPath(i + 1)),
        );
        return sitemapIndexXml(locs);
      });
    },
    /** /sitemap-{n}.xml, or null past the last part. */
    async part(n: number): Promise<string | null> {
      if (!Number.isSafeInteger(n) || n < 1) return null;
      const version = await catalogVersion(db);
      if (n > (await partCount(version))) return null;
      return memo(`part-${n}@${version}`, () => part(n));
    },
  };
}
