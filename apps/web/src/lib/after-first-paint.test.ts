import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint";

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver whose paint entries the test reports. */
function fakePaintTiming() {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return (name: string) => {
    for (const callback of [...observers]) {
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  };
}

/** The page's visibility (the unit tests run without a DOM). */
const stubVisibility = (visibilityState: DocumentVisibilityState) =>
  vi.stubGlobal("document", { visibilityState });

describe("afterFirstPaint", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubVisibility("visible");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits for the first contentful paint, not the first paint, and runs once", () => {
    const paint = fakePaintTiming();
    const work = vi.fn();
    afterFirstPaint(work);
    paint("first-paint");
    vi.advanceTimersByTime(10);
    expect(work).not.toHaveBeenCalled();
    paint("first-contentful-paint");
    vi.advanceTimersByTime(10);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("starts after five seconds when the browser never reports the paint", () => {
    fakePaintTiming();
    const work = vi.fn();
    afterFirstPaint(work);
    vi.advanceTimersByTime(4990);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("starts at once in a hidden tab, which draws nothing", () => {
    fakePaintTiming();
    stubVisibility("hidden");
    const work = vi.fn();
    afterFirstPaint(work);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
