import {
  fillTemplate,
  type PageHead,
  type PageMetaKey,
  ROUTE_META_EN,
  ROUTE_META_VALUES,
  STATIC_ROUTES,
  staticRouteOf,
  toolPath,
} from "@app/shared/route-meta";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { findTool } from "../catalog/catalog.repository.ts";
import { absoluteUrl } from "./public-url.ts";
import { renderHead } from "./render-head.ts";
import { absoluteImage, toolJsonLd } from "./tool-json-ld.ts";

/** The head fragment of one page and the status to send it with. */
export interface RenderedHead {
  status: 200 | 404;
  html: string;
}

const TOOL_PATH = /^\/tool\/([^/]{1,200})\/?$/i;

interface Deps {
  db: Db;
  publicUrl: string;
  brandName: string;
  logger: Logger;
}

/**
 * What the server says about each page before any script runs (English; the browser then
 * localizes): fixed texts for the static routes, the tool's own name, description and JSON-LD
 * for /tool/{id}, a 404 for an unknown or hidden tool, a 404 with a noindex head for any other path.
 */
export function createPageHeads({ db, publicUrl, brandName, logger }: Deps) {
  const values = { ...ROUTE_META_VALUES, brand: brandName };
  const pageHead = (page: PageMetaKey, path: string, indexed: boolean): PageHead => ({
    title: fillTemplate(ROUTE_META_EN.pages[page].title, values),
    description: fillTemplate(ROUTE_META_EN.pages[page].description, values),
    url: absoluteUrl(publicUrl, path),
    siteName: brandName,
    indexed,
  });
  const staticHeads = new Map(
    STATIC_ROUTES.map((route) => [
      route.path,
      renderHead(pageHead(route.page, route.path, route.indexed)),
    ]),
  );

  async function toolHead(key: string, pathname: string): Promise<RenderedHead> {
    let tool: Awaited<ReturnType<typeof findTool>>;
    try {
      tool = await findTool(db, key);
    } catch (error) {
      // The page still loads (and reports the failure itself); only its description is generic.
      logger.warn({ err: error }, "tool page head: catalogue lookup failed");
      return { status: 200, html: renderHead(pageHead("tool", pathname, false)) };
    }
    if (!tool) {
      return { status: 404, html: renderHead(pageHead("toolNotFound", pathname, false)) };
    }
    const url = absoluteUrl(publicUrl, toolPath(tool.id));
    const head: PageHead = {
      title: fillTemplate(ROUTE_META_EN.toolTitle, { ...values, name: tool.name }),
      description: tool.shortDesc,
      url,
      siteName: brandName,
      indexed: true,
      image: absoluteImage(tool.logo),
    };
    return { status: 200, html: renderHead(head, toolJsonLd(tool, url)) };
  }

  return async function headFor(pathname: string): Promise<RenderedHead> {
    const route = staticRouteOf(pathname);
    const rendered = route && staticHeads.get(route.path);
    if (rendered) return { status: 200, html: rendered };
    const toolKey = TOOL_PATH.exec(pathname)?.[1];
    if (toolKey) return toolHead(toolKey, pathname);
    // The app still loads and shows its 404 page; crawlers get the status that says so.
    return { status: 404, html: renderHead(pageHead("notFound", pathname, false)) };
  };
}

export type PageHeadResolver = ReturnType<typeof createPageHeads>;
