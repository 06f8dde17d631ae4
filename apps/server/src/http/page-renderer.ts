import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Language } from "@app/shared/i18n";
import type { PageState } from "@app/shared/page-state";
import type { SiteConfig } from "@app/shared/site";
import type { Logger } from "../logger.ts";
import { loggablePath } from "./log-path.ts";

/** What the web build's server entry (apps/web/src/entry-server.tsx) exports. */
interface RendererModule {
  setup(options: { site: SiteConfig; fetchApi: typeof fetch }): Promise<void>;
  render(
    url: URL,
    language: Language,
    reader?: ReaderHeaders,
  ): Promise<{ html: string; state: PageState }>;
}

/** What the page shows by the reader (their currency): the request's Cookie and Accept-Language. */
export interface ReaderHeaders {
  cookies?: string | undefined;
  acceptLanguage?: string | undefined;
}

export type RenderPage = (
  url: URL,
  language: Language,
  reader?: ReaderHeaders,
) => Promise<{ html: string; state: PageState } | null>;

/** Where `vite build --ssr` writes the renderer, inside the web build. */
export const rendererPath = (webDist: string) => path.join(webDist, "_ssr", "entry-server.js");

/**
 * Loads the web build's server renderer once, in the background. A page asked for before it is
 * ready waits for it; without one (an older build) or when it fails, pages go out as the bare
 * shell and the browser renders them, as before server rendering.
 */
export function loadPageRenderer(
  webDist: string,
  options: { site: SiteConfig; fetchApi: typeof fetch; logger: Logger },
): RenderPage {
  const file = rendererPath(webDist);
  const { logger } = options;
  const ready: Promise<RendererModule | null> = existsSync(file)
    ? import(pathToFileURL(file).href)
        .then(async (module: RendererModule) => {
          await module.setup({ site: options.site, fetchApi: options.fetchApi });
          return module;
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, "server rendering is off: the renderer failed to load");
          return null;
        })
    : Promise.resolve(null);
  return async (url, language, reader) => {
    const renderer = await ready;
    if (!renderer) return null;
    try {
      return await renderer.render(url, language, reader);
    } catch (error) {
      logger.error(
        { err: error, path: loggablePath(url.pathname) },
        "server rendering failed; sent the shell",
      );
      return null;
    }
  };
}
