import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/** What a page knows better than its route: a tool's own name, or that it was not found. */
export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path when it differs from the address (a tool opened by its slug). */
  path?: string;
  indexed?: boolean;
}

interface Entry {
  pathname: string;
  meta: PageMeta;
}

let current: Entry | null = null;
const listeners = new Set<() => void>();

function set(entry: Entry | null) {
  current = entry;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server renders no page's own meta (the <head> it sends has it already). */
const noOverride = () => undefined;

/** The page's own meta, if the page at `pathname` has set one. */
export function usePageMetaOverride(pathname: string): PageMeta | undefined {
  const entry = useSyncExternalStore(subscribe, () => current, noOverride);
  return entry?.pathname === pathname ? entry.meta : undefined;
}

/** Lets a page replace its route's title and description while it is shown. */
export function usePageMeta(meta: PageMeta | undefined) {
  const { pathname } = useLocation();
  const { title, description, path, indexed } = meta ?? {};
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const entry = { pathname, meta: { title, description, path, indexed } };
    set(entry);
    return () => {
      if (current === entry) set(null);
    };
  }, [pathname, title, description, path, indexed]);
}
