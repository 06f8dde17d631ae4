import { options } from "preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { beginHydration, endHydration } from "./render-phase";
import { spreadHydrationEffects } from "./spread-hydration";

describe("spreadHydrationEffects", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs effects in the next task while the page hydrates, and after paint again once it has", () => {
    vi.useFakeTimers();
    const before = options.requestAnimationFrame;
    beginHydration();
    spreadHydrationEffects();

    const schedule = options.requestAnimationFrame;
    expect(schedule).toBeTypeOf("function");
    const effects = vi.fn();
    schedule?.(effects);
    expect(effects).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(effects).toHaveBeenCalledOnce();

    // The first render commits and no part is left: the phase ends, Preact's own timing is back.
    endHydration();
    expect(options.requestAnimationFrame).toBe(before);
  });
});
