import { StrictMode } from "react";
import { createRoot, hydrateRoot, type RootOptions } from "react-dom/client";
import { App } from "./app";
import type { preparePage } from "./prepare-page";

type Page = Awaited<ReturnType<typeof preparePage>>;

/**
 * What React recovers from (a hydration mismatch, which it repairs by rendering that part in the
 * browser) still goes to the console as an error, so the end-to-end tests, which fail on any
 * console error, catch a server render that differs from the browser's.
 */
const reportRecovered: RootOptions["onRecoverableError"] = (error, info) => {
  console.error("React recovered from an error", error, info.componentStack ?? "");
};

/** Hydrates the server's HTML of the page, or renders it where the server could not. */
export function hydrateApp(element: HTMLElement, { router, queryClient, serverRendered }: Page) {
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (serverRendered) {
    hydrateRoot(element, app, { onRecoverableError: reportRecovered });
  } else {
    createRoot(element, { onRecoverableError: reportRecovered }).render(app);
  }
}
