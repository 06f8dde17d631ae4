import { type ComponentType, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPart, loadLazyParts } from "./lazy-part";

function Plans({ currency }: { currency: string }) {
  return <p>Plans in {currency}</p>;
}

const page = (Part: ComponentType<{ currency: string }>) => (
  <Suspense fallback={<span>Loading</span>}>
    <Part currency="AED" />
  </Suspense>
);

describe("lazyPart", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("on the server, renders the part in the page's one pass once loadLazyParts() loaded it", async () => {
    vi.stubEnv("SSR", true);
    const load = vi.fn(async () => Plans);
    const Part = lazyPart(load);
    // Not loaded yet: the part's boundary's fallback (none), as React.lazy renders on the server.
    expect(renderToString(page(Part))).not.toContain("Plans");
    await loadLazyParts();
    const html = renderToString(page(Part));
    expect(html).toContain("Plans in <!-- -->AED");
    expect(html).not.toContain("Loading");
    // One load, however many renders and calls.
    await loadLazyParts();
    renderToString(page(Part));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("in the browser, loads its module only when it renders or is preloaded", async () => {
    vi.stubEnv("SSR", false);
    const load = vi.fn(async () => Plans);
    const Part = lazyPart(load);
    await loadLazyParts();
    expect(load).not.toHaveBeenCalled();
    expect(Part.isLoaded()).toBe(false);
    // Not here yet: React.lazy, so the boundary's fallback (hydrating: the server's HTML).
    expect(renderToString(page(Part))).not.toContain("Plans");
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(Part.isLoaded()).toBe(true);
  });

  it("in the browser, renders a part whose code is here at once, with no fallback", async () => {
    vi.stubEnv("SSR", false);
    const Part = lazyPart(async () => Plans);
    await Part.preload();
    const html = renderToString(page(Part));
    expect(html).toContain("Plans in <!-- -->AED");
    expect(html).not.toContain("Loading");
  });

  it("with controls, keeps them disabled until the part has hydrated", async () => {
    vi.stubEnv("SSR", true);
    const Part = lazyPart(async () => Plans, { takesInput: true });
    await loadLazyParts();
    const html = renderToString(page(Part));
    expect(html).toMatch(
      /<fieldset role="presentation" class="contents" disabled="" data-part-loading="">/,
    );
    expect(html).toContain("Plans in <!-- -->AED");
  });
});
