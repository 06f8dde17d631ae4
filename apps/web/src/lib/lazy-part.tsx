import {
  type ComponentType,
  lazy,
  memo,
  type NamedExoticComponent,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from "react";

/** Every part's loader, in the server renderer: render() awaits them before it renders. */
const serverLoads: Array<() => Promise<unknown>> = [];

/** A lazy part, and the means to have its code loaded before it renders. */
export type LazyPart<P extends object> = NamedExoticComponent<P> & {
  /** Loads its module (once); resolves when its component is here. */
  preload: () => Promise<unknown>;
  /** Whether its component is here, so a render shows it at once. */
  isLoaded: () => boolean;
};

interface PartOptions {
  /**
   * Its server HTML has controls: until its code has arrived and hydrated it, a press would do
   * nothing, so they stay disabled (looking as usual: styles.css, `data-part-loading`), as the
   * page's are until it hydrates (app/hydration-gate.tsx). Links inside keep working.
   */
  takesInput?: boolean;
  /** Rendered in the browser, what holds the part's place until its code arrives. */
  fallback?: ReactNode;
}

/**
 * React.lazy for a part of a page (a tool page's plans, its side card's price, the home page's
 * quotes): its code is a chunk of its own, so the page's first script does not carry it. Hydrating,
 * React keeps the part's server HTML until the chunk arrives and hydrates it then, in the part's
 * own Suspense boundary; rendered in the browser, the boundary shows `fallback` meanwhile. The
 * boundary is inside a `memo`: a page that renders again before the chunk arrives (the session
 * known, the page titles' texts loaded) with the same props does not reach it, since a boundary
 * still holding server HTML that receives an update is client-rendered, its HTML dropped for
 * the fallback until the code arrives (a layout shift). An instance whose code is here when it
 * first renders (`preload`, or an earlier render) renders it at once, so a page that waited for
 * its parts (`useLazyPartsLoaded`) shows no fallback. On the server, which renders a page in one
 * synchronous pass, the part is rendered from its module, which `loadLazyParts()` loaded first.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { takesInput = false, fallback = null }: PartOptions = {},
): LazyPart<P> {
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
  if (import.meta.env.SSR) serverLoads.push(loadOnce);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as React.lazy makes its component
  function PartInItsBoundary(props: P) {
    // Decided once per instance: switching from one to the other would remount the part. On the
    // server, a part not loaded yet renders as React.lazy does there: the boundary's fallback.
    const [Inner] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    const [live, setLive] = useState(false);
    const part = (
      <Suspense fallback={fallback}>
        <Inner {...props} />
        {/* In the same boundary: it mounts when the part has hydrated (or rendered). */}
        {takesInput ? <Mounted onMount={setLive} /> : null}
      </Suspense>
    );
    if (!takesInput) return part;
    return (
      <fieldset
        role="presentation"
        className="contents"
        disabled={!live}
        data-part-loading={live ? undefined : ""}
      >
        {part}
      </fieldset>
    );
  }
  return Object.assign(memo(PartInItsBoundary), {
    preload: loadOnce,
    isLoaded: () => loaded !== undefined,
  });
}

function Mounted({ onMount }: { onMount: (mounted: true) => void }) {
  useEffect(() => onMount(true), [onMount]);
  return null;
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
