import { type RefObject, useEffect, useLayoutEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "./use-hydrated";

/** A module part loaded on demand; once there, later mounts have it at once. */
export interface Deferred<T extends object> {
  loaded: T | null;
  load: () => Promise<T>;
}

export function deferred<T extends object>(load: () => Promise<T>): Deferred<T> {
  const part: Deferred<T> = {
    loaded: null,
    load: async () => {
      part.loaded ??= await load();
      return part.loaded;
    },
  };
  return part;
}

/**
 * Loads a deferred part just after hydration (the server's HTML and the hydrating render show a
 * stand-in meanwhile). `focused` says whether the stand-in had the focus when the part arrived.
 *
 * The part takes the stand-in's place in the task that reads where the focus is (flushSync):
 * were the render left to a later task, a key pressed in between could move the focus onto the
 * stand-in just before React removed it, and the focus would fall to the page's body (a keyboard
 * user's place lost).
 */
export function useDeferredComponent<T extends object>(
  part: Deferred<T>,
  standIn: RefObject<HTMLElement | null>,
): { Component: T; focused: boolean } | null {
  // While hydrating, the stand-in the server rendered, even when another user loaded the part.
  const hydrated = useHydrated();
  const [arrived, setArrived] = useState(() =>
    hydrated && part.loaded ? { Component: part.loaded, focused: false } : null,
  );

  useEffect(() => {
    if (arrived) return;
    let live = true;
    part.load().then(
      (Component) => {
        // Each user of the part in a task of its own: the marketplace's five selects that one
        // load resolves for would otherwise render in one long task (~100 ms at 4x each).
        setTimeout(() => {
          if (!live) return;
          flushSync(() =>
            setArrived({ Component, focused: document.activeElement === standIn.current }),
          );
        }, 0);
      },
      (error: unknown) => {
        // Offline, or a release since: the stand-in stays; the next page load tries again.
        console.warn("A part of the page failed to load", error);
      },
    );
    return () => {
      live = false;
    };
  }, [arrived, part, standIn]);

  return arrived;
}

/**
 * For the part that replaced a focused stand-in: puts the focus on its own trigger in the same
 * commit (a layout effect), so no key lands on the page's body in between.
 */
export function useTakeOverFocus(trigger: RefObject<HTMLElement | null>, takeOver: boolean) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it replaces the stand-in
  useLayoutEffect(() => {
    if (takeOver) trigger.current?.focus();
  }, []);
}

/**
 * A stand-in's press, taken as the trigger it stands in for takes it: on pointerdown (Radix opens
 * its menus and selects then), and on click for a press without a pointer (Enter, Space). So a
 * press that the part's arrival cuts mid-click (pointerdown on the stand-in, click on the part)
 * still counts. `press` may run twice for one press.
 */
export function standInPress(press: () => void) {
  return {
    onPointerDown: (event: { button: number; ctrlKey: boolean }) => {
      if (event.button === 0 && !event.ctrlKey) press();
    },
    onClick: press,
  };
}
