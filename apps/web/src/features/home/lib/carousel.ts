/** Carousel autoplay interval (SPEC §9): one definition. */
export const AUTOPLAY_INTERVAL_MS = 3000;

/** The slide `step` away from `index`, looping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Arrow keys move toward the reading direction: ArrowRight is "next" in LTR, "previous" in RTL. */
export function stepForKey(key: string, dir: "ltr" | "rtl"): -1 | 0 | 1 {
  const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return 1;
  if (key === backward) return -1;
  return 0;
}

export interface RotationState {
  /** The visitor's play/pause choice, or null before they made one. */
  userPlaying: boolean | null;
  prefersReducedMotion: boolean;
  hovered: boolean;
  focusedInside: boolean;
}

/** Autoplay is on unless reduced motion is preferred, until the visitor chooses. */
export function isPlaying({ userPlaying, prefersReducedMotion }: RotationState): boolean {
  return userPlaying ?? !prefersReducedMotion;
}

/** Slides advance only while playing and neither hovered nor holding keyboard focus. */
export function isRotating(state: RotationState): boolean {
  return isPlaying(state) && !state.hovered && !state.focusedInside;
}

/** The track's horizontal shift: slides run toward the reading direction. */
export function trackOffsetPercent(index: number, dir: "ltr" | "rtl"): number {
  return dir === "rtl" ? index * 100 : -index * 100;
}
