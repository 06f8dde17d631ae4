import type { PageMetaKey } from "@app/shared/route-meta";
import type { UIMatch } from "react-router";

/** Route `handle` naming the page texts (seo.pages.<page>) that describe the route. */
export interface RouteMetaHandle {
  page: PageMetaKey;
}

export const metaHandle = (page: PageMetaKey): RouteMetaHandle => ({ page });

/** The deepest matched route's page; the 404 page when no route names one. */
export function pageOfMatches(matches: UIMatch[]): PageMetaKey {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<RouteMetaHandle> | undefined;
    if (handle?.page) return handle.page;
  }
  return "notFound";
}
