import { describe, expect, it } from "vitest";
import {
  AUTOPLAY_INTERVAL_MS,
  isPlaying,
  isRotating,
  stepForKey,
  trackOffsetPercent,
  wrapIndex,
} from "./carousel";

const idle = {
  userPlaying: null,
  prefersReducedMotion: false,
  hovered: false,
  focusedInside: false,
};

describe("carousel logic", () => {
  it("rotates every 3 seconds (SPEC §9)", () => {
    expect(AUTOPLAY_INTERVAL_MS).toBe(3000);
  });

  it("loops at both ends", () => {
    expect(wrapIndex(9, 1, 10)).toBe(0);
    expect(wrapIndex(0, -1, 10)).toBe(9);
    expect(wrapIndex(4, 1, 10)).toBe(5);
    expect(wrapIndex(3, 0, 10)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it("maps arrow keys to the reading direction", () => {
    expect(stepForKey("ArrowRight", "ltr")).toBe(1);
    expect(stepForKey("ArrowLeft", "ltr")).toBe(-1);
    expect(stepForKey("ArrowLeft", "rtl")).toBe(1);
    expect(stepForKey("ArrowRight", "rtl")).toBe(-1);
    expect(stepForKey("Enter", "ltr")).toBe(0);
  });

  it("plays by default, but not when reduced motion is preferred", () => {
    expect(isPlaying(idle)).toBe(true);
    expect(isPlaying({ ...idle, prefersReducedMotion: true })).toBe(false);
    expect(isPlaying({ ...idle, prefersReducedMotion: true, userPlaying: true })).toBe(true);
    expect(isPlaying({ ...idle, userPlaying: false })).toBe(false);
  });

  it("pauses rotation while hovered or holding focus", () => {
    expect(isRotating(idle)).toBe(true);
    expect(isRotating({ ...idle, hovered: true })).toBe(false);
    expect(isRotating({ ...idle, focusedInside: true })).toBe(false);
    expect(isRotating({ ...idle, prefersReducedMotion: true })).toBe(false);
  });

  it("moves the track toward the reading direction", () => {
    expect(trackOffsetPercent(2, "ltr")).toBe(-200);
    expect(trackOffsetPercent(2, "rtl")).toBe(200);
  });
});
