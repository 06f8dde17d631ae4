import type { Tool } from "@app/shared/catalog-schemas";
import type { Language } from "@app/shared/i18n";
import { languageAlternates, localizedPath } from "@app/shared/language-path";
import {
  alternativesPath,
  fillTemplate,
  type PageHead,
  type PageMetaKey,
  ROUTE_META_VALUES,
  STATIC_ROUTES,
  staticRouteOf,
  toolPath,
} from "@app/shared/route-meta";
import { ROUTE_META_TEXTS } from "@app/shared/route-meta-texts";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { findTool } from "../catalog/catalog.repository.ts";
import { localLanguage } from "../catalog/search-index/search-languages.ts";
import { absoluteUrl } from "./public-url.ts";
import { renderHead } from "./render-head.ts";
import { absoluteImage, toolJsonLd } from "./tool-json-ld.ts";

/** The head fragment of one page and the status to send it with. */
export interface RenderedHead {
  status: 200 | 404;
  html: string;
}

const TOOL_PATH = /^\/tool\/([^/]{1,200})\/?$/i;
const ALTERNATIVES_PATH = /^\/tool\/([^/]{1,200})\/alternatives\/?$/i;

interface Deps {
  db: Db;
  publicUrl: string;
  brandName: string;
  logger: Logger;
}

/**
 * What the server says about each page in the reader's language: fixed texts for the static
 * routes, the tool's own name, description and JSON-LD for /tool/{id}, its name for
 * /tool/{id}/alternatives, a 404 for an unknown or hidden tool, a 404 with a noindex head for any other path. Indexed pages name their address in
 * every language (hreflang); `pathname` is the page's path without its language prefix.
 */
export function createPageHeads({ db, publicUrl, brandName, logger }: Deps) {
  const values = { ...ROUTE_META_VALUES, brand: brandName };
  const origin = absoluteUrl(publicUrl, "/").replace(/\/$/, "");
  const addressOf = (language: Language, path: string, indexed: boolean) => ({
    url: absoluteUrl(publicUrl, localizedPath(language, path)),
    alternates: indexed ? languageAlternates(origin, path) : undefined,
  });
  const pageHead = (
    language: Language,
    page: PageMetaKey,
    path: string,
    indexed: boolean,
  ): PageHead => ({
    title: fillTemplate(ROUTE_META_TEXTS[language].pages[page].title, values),
    description: fillTemplate(ROUTE_META_TEXTS[language].pages[page].description, values),
    siteName: brandName,
    indexed,
    ...addressOf(language, path, indexed),
  });
  const staticHeads = new Map(
    (Object.keys(ROUTE_META_TEXTS) as Language[]).flatMap((language) =>
      STATIC_ROUTES.map((route) => [
        `${language}${route.path}`,
        renderHead(pageHead(language, route.page, route.path, route.indexed)),
      ]),
    ),
  );

  /**
   * The head of a page about one tool (its own page, its alternatives): the tool read in the
   * page's language, a generic head when the lookup fails (the page still loads and reports the
   * failure itself), the not-found head and a 404 when there is no such published tool.
   */
  async function toolPageHead(
    page: "tool" | "alternatives",
    language: Language,
    key: string,
    pathname: string,
    headOf: (tool: Tool) => { head: PageHead; jsonLd?: object },
  ): Promise<RenderedHead> {
    let tool: Tool | null;
    try {
      tool = await findTool(db, key, localLanguage(language));
    } catch (error) {
      logger.warn({ err: error }, `${page} page head: catalogue lookup failed`);
      return { status: 200, html: renderHead(pageHead(language, page, pathname, false)) };
    }
    if (!tool) {
      const head = pageHead(language, "toolNotFound", pathname, false);
      return { status: 404, html: renderHead(head) };
    }
    const { head, jsonLd } = headOf(tool);
    return { status: 200, html: renderHead(head, jsonLd) };
  }

  const toolHead = (language: Language, key: string, pathname: string) =>
    toolPageHead("tool", language, key, pathname, (tool) => {
      const address = addressOf(language, toolPath(tool.id), true);
      const head: PageHead = {
        title: fillTemplate(ROUTE_META_TEXTS[language].toolTitle, { ...values, name: tool.name }),
        description: tool.shortDesc,
        siteName: brandName,
        indexed: true,
        image: absoluteImage(tool.logo),
        ...address,
      };
      return { head, jsonLd: toolJsonLd(tool, address.url) };
    });

  const alternativesHead = (language: Language, key: string, pathname: string) =>
    toolPageHead("alternatives", language, key, pathname, (tool) => {
      const texts = ROUTE_META_TEXTS[language];
      const named = { ...values, name: tool.name };
      const head: PageHead = {
        title: fillTemplate(texts.alternativesTitle, named),
        description: fillTemplate(texts.alternativesDescription, named),
        siteName: brandName,
        indexed: true,
        image: absoluteImage(tool.logo),
        ...addressOf(language, alternativesPath(tool.id), true),
      };
      return { head };
    });

  return async function headFor(pathname: string, language: Language): Promise<RenderedHead> {
    const route = staticRouteOf(pathname);
    const rendered = route && staticHeads.get(`${language}${route.path}`);
    if (rendered) return { status: 200, html: rendered };
    const toolKey = TOOL_PATH.exec(pathname)?.[1];
    if (toolKey) return toolHead(language, toolKey, pathname);
    const alternativesKey = ALTERNATIVES_PATH.exec(pathname)?.[1];
    if (alternativesKey) return alternativesHead(language, alternativesKey, pathname);
    // The app still loads and shows its 404 page; crawlers get the status that says so.
    return { status: 404, html: renderHead(pageHead(language, "notFound", pathname, false)) };
  };
}

export type PageHeadResolver = ReturnType<typeof createPageHeads>;
