import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { reportHydrationMismatches } from "@/lib/hydration-mismatch";
import { beginHydration } from "@/lib/render-phase";
import { spreadHydrationEffects } from "@/lib/spread-hydration";
import { App } from "./app";
import type { preparePage } from "./prepare-page";

type Page = Awaited<ReturnType<typeof preparePage>>;

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
