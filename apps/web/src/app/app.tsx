import type { Language } from "@app/shared/i18n";
import { languageBase, splitLanguagePath } from "@app/shared/language-path";
import type { QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { RouterProvider } from "react-router";
import { i18n } from "@/lib/i18n";
import { loadMatchedRoutes } from "./prepare-page";
import { AppProviders } from "./providers";
import { appRoutes, createRouter } from "./router";

interface AppProps {
  router: ReturnType<typeof createRouter>;
  queryClient: QueryClient;
}

/**
 * The router's basename is the language's address prefix: another language is another router,
 * over the same query cache, at the same page's address in that language.
 */
export function App({ router: first, queryClient }: AppProps) {
  const [router, setRouter] = useState(first);
  const current = useRef(router);

  const moveTo = useCallback(async (language: Language, address: string) => {
    // The old router lets go of history first, so nothing it still had pending can move it.
    current.current.dispose();
    window.history.replaceState(null, "", address);
    const basename = languageBase(language);
    const routes = appRoutes();
    await loadMatchedRoutes(routes, basename);
    const next = createRouter({ basename, routes });
    current.current = next;
    setRouter(next);
  }, []);

  // Back or Forward to an address in another language (before a switch): load it as it is.
  useEffect(() => {
    const reloadOtherLanguage = () => {
      if (splitLanguagePath(window.location.pathname).language !== i18n.language)
        window.location.reload();
    };
    window.addEventListener("popstate", reloadOtherLanguage);
    return () => window.removeEventListener("popstate", reloadOtherLanguage);
  }, []);

  return (
    <AppProviders queryClient={queryClient} onAddressChange={moveTo}>
      {/* A fresh tree per router: nothing rendered under the old one keeps its closures. */}
      <RouterProvider key={router.basename} router={router} />
    </AppProviders>
  );
}
