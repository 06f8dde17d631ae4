import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { reportHydrationMismatches } from "@/lib/hydration-mismatch";
import { beginHydration } from "@/lib/render-phase";
import { spreadHydrationEffects } from "@/lib/spread-hydration";
import { App } from "./app";
import type { createRouter } from "./router";

interface Page {
  router: ReturnType<typeof createRouter>;
  queryClient: QueryClient;
  /** The root holds the server's HTML of this page. */
  serverRendered: boolean;
}

/** Hydrates the server's HTML of the page, or renders it where the server could not. */
export function hydrateApp(element: HTMLElement, { router, queryClient, serverRendered }: Page) {
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (serverRendered) {
    reportHydrationMismatches();
    beginHydration();
    spreadHydrationEffects();
    hydrateRoot(element, app);
  } else {
    createRoot(element).render(app);
  }
}
