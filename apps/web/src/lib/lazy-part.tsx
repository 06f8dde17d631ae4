import { type ComponentType, lazy, useEffect, useState } from "react";

/** Every part's loader, in the server renderer: render() awaits them before it renders. */
const serverLoads: Array<() => Promise<unknown>> = [];

/** A lazy part, and the means to have its code loaded before it renders. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Loads its module (once); resolves when its component is here. */
  preload: () => Promise<unknown>;
  /** Whether its component is here, so a render shows it at once. */
  isLoaded: () => boolean;
};

/**
 * React.lazy for a part of a page below its first screen (a tool page's plans, its regional
 * facts): its code is a chunk of its own, so the page's first script does not carry it. In the
 * browser, an instance whose code has not arrived when it first renders is React.lazy:
 * hydrating, React keeps the part's server HTML until the chunk arrives and hydrates it then, in
 * its own Suspense boundary; rendered in the browser, the boundary shows its fallback meanwhile.
 * An instance whose code is here (`preload`, or an earlier render) renders it at once, so a page
 * that waited for its parts (`useLazyPartsLoaded`) shows no fallback. On the server, which
 * renders a page in one synchronous pass, the part is rendered from its module, which
 * `loadLazyParts()` loaded first.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  const controls = { preload: loadOnce, isLoaded: () => loaded !== undefined };
  if (!import.meta.env.SSR) {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as React.lazy makes its component
    const BrowserPart = function LazyPartInBrowser(props: P) {
      // Decided once per instance: switching from one to the other would remount the part.
      const [Part] = useState<ComponentType<P>>(() => loaded ?? Lazy);
      return <Part {...props} />;
    };
    return Object.assign(BrowserPart, controls);
  }
  serverLoads.push(loadOnce);
  // A part whose module is not loaded yet (not met before this render) renders as React.lazy
  // does on the server: its boundary's fallback, which the browser replaces.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as React.lazy makes its component
  const ServerRenderedPart = function ServerRenderedPart(props: P) {
    const Part = loaded ?? Lazy;
    return <Part {...props} />;
  };
  return Object.assign(ServerRenderedPart, controls);
}

/**
 * Whether every one of `parts` has its code here; if not, loads them and renders again once they
 * have (or once one failed to: its boundary then meets the error as React.lazy would). A page the
 * browser renders waits on this before it shows its first screen, so no part pops in and moves
 * what is below it (CLS 0).
 */
export function useLazyPartsLoaded(
  parts: readonly Pick<LazyPart<object>, "preload" | "isLoaded">[],
): boolean {
  const [loaded, setLoaded] = useState(() => parts.every((part) => part.isLoaded()));
  // Once, on mount: the parts are module-level constants.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const done = () => {
      if (live) setLoaded(true);
    };
    Promise.all(parts.map((part) => part.preload())).then(done, done);
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

/**
 * Loads every lazy part's module the server has met so far; render() awaits it after the page's
 * routes loaded (their modules declare the parts), before its synchronous render.
 */
export function loadLazyParts(): Promise<unknown> {
  return Promise.all(serverLoads.map((load) => load()));
}
