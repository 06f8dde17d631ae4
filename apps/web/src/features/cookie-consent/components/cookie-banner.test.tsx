import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import { describe, expect, it, vi } from "vitest";
import { CookieBanner } from "./cookie-banner";

// The banner's link needs no router here, and its icons no shapes.
vi.mock("lucide-react", () => ({ Cookie: () => <svg />, X: () => <svg /> }));
vi.mock("react-router", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
vi.mock("tailwind-merge", async (original) => {
  const actual = await original<typeof import("tailwind-merge")>();
  return { ...actual, twMerge: vi.fn(actual.twMerge) };
});

describe("CookieBanner", () => {
  it("renders its buttons without a class merge", () => {
    // It mounts after hydration on every first visit, where the first merge builds
    // tailwind-merge's class map: one more long task on a phone (lib/utils, ADR 21).
    const html = renderToStaticMarkup(<CookieBanner />);
    expect(html).toContain('aria-label="common.close"');
    expect(html).toContain("cookie.accept");
    expect(twMerge).not.toHaveBeenCalled();
  });
});
