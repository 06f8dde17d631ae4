import type { Language } from "@app/shared/i18n";
import { languageBase } from "@app/shared/language-path";
import type { PageState } from "@app/shared/page-state";
import type { SiteConfig } from "@app/shared/site-defaults";
import { dehydrate } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { prefetchPage } from "./app/page-data";
import { AppProviders } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { appRoutes } from "./app/router";
import { setPageCurrency } from "./features/pricing/lib/page-currency";
import { type ReaderSignals, readerCurrency } from "./features/pricing/lib/reader-currency";
import { setApiFetch } from "./lib/api-client";
import { recordNumbers } from "./lib/format";
import { i18n, initI18n, loadAllLanguages } from "./lib/i18n";
import { loadLazyParts } from "./lib/lazy-part";
import { setSiteConfig } from "./lib/site-config";
import { recordClassMerges } from "./lib/utils";

export interface RendererSetup {
  site: SiteConfig;
  /** Answers the app's own API requests in-process (the page's public data, no cookies). */
  fetchApi: typeof fetch;
}

export interface RenderedPage {
  /** The app's HTML, for the root element. */
  html: string;
  state: PageState;
}

/** Loads every language and points the API client at the server; once, before any render. */
export async function setup({ site, fetchApi }: RendererSetup): Promise<void> {
  setSiteConfig(site);
  setApiFetch(fetchApi);
  await initI18n("en");
  await loadAllLanguages();
}

/**
 * Renders one page, `url` with its language prefix, as the browser will hydrate it: the page's
 * data and its lazy parts' code loaded first, then one synchronous render in `language` and the reader's currency (nothing
 * can switch i18next's language or the currency in between, so concurrent requests are safe).
 */
export async function render(
  url: URL,
  language: Language,
  reader: ReaderSignals = {},
): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes(), { basename: languageBase(language) || "/" });
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Unexpected response for ${url.pathname}`);
  const queryClient = createQueryClient();
  await prefetchPage(queryClient, context.matches.map(toUiMatch), url);
  // The routes' modules are loaded now: so are the lazy parts they declare, for one render.
  await loadLazyParts();
  const router = createStaticRouter(handler.dataRoutes, context);

  void i18n.changeLanguage(language);
  // Like the language: set right before the one synchronous render that reads it.
  const currency = readerCurrency(reader);
  setPageCurrency(currency);
  if (i18n.language !== language) throw new Error(`Texts for ${language} are not loaded`);
  const formattedNumbers = recordNumbers();
  const mergedClasses = recordClassMerges();
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const state: PageState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData },
    numbers: formattedNumbers(),
    classMerges: mergedClasses(),
    currency,
  };
  queryClient.clear();
  return { html, state };
}

function toUiMatch(match: {
  route: { id: string; handle?: unknown };
  params: Record<string, string | undefined>;
  pathname: string;
}) {
  return {
    id: match.route.id,
    pathname: match.pathname,
    params: match.params,
    data: undefined,
    loaderData: undefined,
    handle: match.route.handle,
  };
}
