import { afterEach, describe, expect, it, vi } from "vitest";

/** A viewport whose `matches` the test sets, telling its listeners as a browser does. */
function fakeViewport(matches: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("window", { matchMedia: () => media });
  return {
    listeners,
    resize(to: boolean) {
      media.matches = to;
      for (const listener of [...listeners]) listener();
    },
  };
}

describe("viewportMatches", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("is settled at once, as React's `use` reads it, where the query matches", async () => {
    fakeViewport(true);
    const { viewportMatches } = await import("./viewport");
    expect(viewportMatches("(width >= 48rem)")).toMatchObject({ status: "fulfilled" });
  });

  it("waits until the viewport comes to match, then lets its listener go; one promise per query", async () => {
    const viewport = fakeViewport(false);
    const { viewportMatches } = await import("./viewport");
    const wide = viewportMatches("(width >= 48rem)");
    expect(viewportMatches("(width >= 48rem)")).toBe(wide);
    let settled = false;
    void wide.then(() => {
      settled = true;
    });
    viewport.resize(false);
    await Promise.resolve();
    expect(settled).toBe(false);
    viewport.resize(true);
    await wide;
    expect(settled).toBe(true);
    expect(wide).toMatchObject({ status: "fulfilled" });
    expect(viewport.listeners.size).toBe(0);
  });
});
