import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

describe("WideOnly", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("is in the server's HTML for every screen", async () => {
    vi.stubEnv("SSR", true);
    const { WideOnly } = await import("./wide-only");
    expect(renderToString(<WideOnly>heart</WideOnly>)).toContain("heart");
  });

  it("in the browser, renders on a wide viewport and waits on a phone's", async () => {
    vi.stubEnv("SSR", false);
    const media = { matches: true, addEventListener: () => {}, removeEventListener: () => {} };
    vi.stubGlobal("window", { matchMedia: () => media });
    const wide = await import("./wide-only");
    expect(renderToString(<wide.WideOnly>heart</wide.WideOnly>)).toContain("heart");

    vi.resetModules();
    media.matches = false;
    const phone = await import("./wide-only");
    // Suspended: the boundary's fallback (none); hydrating, React keeps the server's HTML.
    expect(renderToString(<phone.WideOnly>heart</phone.WideOnly>)).not.toContain("heart");
  });
});
