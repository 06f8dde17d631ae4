import { type ComponentType, lazy } from "react";

/** Every part's loader, in the server renderer: render() awaits them before it renders. */
const serverLoads: Array<() => Promise<unknown>> = [];

/**
 * React.lazy for a part of a page below its first screen (a tool page's plans, its regional
 * facts): its code is a chunk of its own, so the page's first script does not carry it. In the
 * browser it is React.lazy: hydrating, React keeps the part's server HTML until the chunk arrives
 * and hydrates it then, in its own Suspense boundary; rendered in the browser, the boundary shows
 * its fallback meanwhile. On the server, which renders a page in one synchronous pass, the part
 * is rendered from its module, which `loadLazyParts()` loaded first.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  if (!import.meta.env.SSR) return Lazy;
  let loaded: ComponentType<P> | undefined;
  serverLoads.push(async () => {
    loaded = await loadOnce();
  });
  // A part whose module is not loaded yet (not met before this render) renders as React.lazy
  // does on the server: its boundary's fallback, which the browser replaces.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as React.lazy makes its component
  return function ServerRenderedPart(props: P) {
    const Part = loaded ?? Lazy;
    return <Part {...props} />;
  };
}

/**
 * Loads every lazy part's module the server has met so far; render() awaits it after the page's
 * routes loaded (their modules declare the parts), before its synchronous render.
 */
export function loadLazyParts(): Promise<unknown> {
  return Promise.all(serverLoads.map((load) => load()));
}
