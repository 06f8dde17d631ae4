import type { Language } from "@app/shared/i18n";
import { languageBase } from "@app/shared/language-path";
import { PAGE_STATE_ELEMENT_ID, type PageState } from "@app/shared/page-state";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import type { HydrationState, RouteObject } from "react-router";
import { matchRoutes } from "react-router";
import { setPageCurrency } from "@/features/pricing/lib/page-currency";
import { rememberServerNumbers } from "@/lib/format";
import { nextTask } from "@/lib/next-task";
import { rememberClassMerges } from "@/lib/utils";
import { createQueryClient } from "./query-client";
import { appRoutes, createRouter } from "./router";

function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}

/** Loads the code of the routes this address shows, so hydration renders what the server did. */
export async function loadMatchedRoutes(routes: RouteObject[], basename: string): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename || "/") ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** The router and query cache for this page view, primed with the server's render if any. */
export async function preparePage(language: Language) {
  const queryClient = createQueryClient();
  const basename = languageBase(language);
  const state = readPageState();
  setPageCurrency(state?.currency);
  const routes = appRoutes();
  if (!state)
    return { queryClient, router: createRouter({ basename, routes }), serverRendered: false };
  hydrate(queryClient, state.queries as DehydratedState);
  rememberServerNumbers(state.numbers);
  rememberClassMerges(state.classMerges);
  await loadMatchedRoutes(routes, basename);
  // The routes' modules were just evaluated, in this task: the router is made in the next one.
  await nextTask();
  const router = createRouter({
    basename,
    routes,
    hydrationData: state.router as HydrationState,
  });
  return { queryClient, router, serverRendered: true };
}
