import { type ComponentType, lazy } from "react";

/**
 * React.lazy for a part the page can do without (the Toaster, the user menu): when its file
 * fails to load (offline, or a release since this page loaded) it renders nothing, instead of
 * throwing into the error boundary that would replace the whole page.
 */
export function lazyOptional<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return { default: await load() };
    } catch {
      return { default: () => null };
    }
  });
}
