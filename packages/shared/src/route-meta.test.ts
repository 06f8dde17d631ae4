import { describe, expect, it } from "vitest";
import {
  fillTemplate,
  headTags,
  isIndexedPage,
  STATIC_ROUTES,
  staticRouteOf,
} from "./route-meta.ts";
import { ROUTE_META_EN } from "./route-meta-en.ts";

describe("route meta", () => {
  it("describes every static route, and only pages that exist", () => {
    const pages = new Set(Object.keys(ROUTE_META_EN.pages));
    const routed = STATIC_ROUTES.map((route) => route.page);
    expect(new Set(routed).size).toBe(routed.length);
    expect([...pages].filter((page) => !routed.includes(page as never)).sort()).toEqual([
      "alternatives",
      "notFound",
      "tool",
      "toolNotFound",
    ]);
  });

  it("finds a route the way the router matches it", () => {
    expect(staticRouteOf("/")?.page).toBe("home");
    expect(staticRouteOf("/Marketplace/")?.page).toBe("marketplace");
    expect(staticRouteOf("/regions/uae")?.page).toBe("regionUae");
    expect(staticRouteOf("/regions")).toBeUndefined();
    expect(staticRouteOf("/tool/abc")).toBeUndefined();
  });

  it("keeps sign-in, dashboards and missing pages out of search engines", () => {
    expect(isIndexedPage("home")).toBe(true);
    expect(isIndexedPage("tool")).toBe(true);
    expect(isIndexedPage("alternatives")).toBe(true);
    for (const page of ["auth", "dashboardAdmin", "notFound", "toolNotFound"] as const) {
      expect(isIndexedPage(page), page).toBe(false);
    }
  });

  it("fills plain and number placeholders, leaving unknown ones and inserted text alone", () => {
    expect(fillTemplate("{{name}} | {{brand}}", { name: "{{brand}}", brand: "Acme" })).toBe(
      "{{brand}} | Acme",
    );
    expect(fillTemplate("{{n, number}} of {{missing}}", { n: 10000 })).toBe(
      "10,000 of {{missing}}",
    );
  });

  it("lists the same link-preview tags for every page, og:image only when given", () => {
    const head = {
      title: "T",
      description: "D",
      url: "https://example.com/x",
      siteName: "S",
      indexed: false,
    };
    const keys = headTags(head).map((tag) => (tag.element === "link" ? tag.rel : tag.key));
    expect(keys).toEqual([
      "description",
      "robots",
      "canonical",
      "og:title",
      "og:description",
      "og:type",
      "og:url",
      "og:site_name",
      "twitter:card",
      "twitter:title",
      "twitter:description",
    ]);
    expect(headTags({ ...head, image: "https://example.com/a.png" })).toContainEqual({
      element: "meta",
      attribute: "property",
      key: "og:image",
      content: "https://example.com/a.png",
    });
  });
});
