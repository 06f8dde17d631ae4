import type { FocusEvent } from "react";
import { useCallback, useEffect, useState } from "react";
import { AUTOPLAY_INTERVAL_MS, isPlaying, isRotating, wrapIndex } from "../lib/carousel";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/** Marks the play/pause button: focusing it does not pause rotation. */
export const ROTATION_CONTROL_ATTRIBUTE = "data-rotation-control";

/**
 * A looping carousel's state: the current slide, autoplay every AUTOPLAY_INTERVAL_MS that
 * pauses while hovered or holding keyboard focus, and no autoplay under reduced motion unless
 * the visitor presses play.
 */
export function useCarousel(count: number) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusedInside, setFocusedInside] = useState(false);

  const state = { userPlaying, prefersReducedMotion, hovered, focusedInside };
  const playing = isPlaying(state);
  const rotating = isRotating(state);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide restarts the interval
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((current) => wrapIndex(current, 1, count)),
      AUTOPLAY_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const step = useCallback(
    (by: number) => setIndex((current) => wrapIndex(current, by, count)),
    [count],
  );
  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, 0, count)), [count]);
  const togglePlaying = useCallback(() => setUserPlaying(!playing), [playing]);

  const containerProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      setFocusedInside(!event.target.hasAttribute(ROTATION_CONTROL_ATTRIBUTE));
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) {
        setFocusedInside(false);
      }
    },
  };

  return { index, playing, rotating, step, goTo, togglePlaying, containerProps };
}
