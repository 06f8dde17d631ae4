import * as arrowRight from "lucide-react/icons/arrow-right";
import * as badgeCheck from "lucide-react/icons/badge-check";
import * as heartIcon from "lucide-react/icons/heart";
import * as star from "lucide-react/icons/star";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type IconData } from "./static-icon";

/** An icon module of lucide-react: its component, and the data it was made from. */
type IconModule = { default: Parameters<typeof createElement>[0] };
const dataOf = (module: object) => (module as { __iconData: IconData }).__iconData;

const ICONS = [
  ["heart", heartIcon],
  ["badge-check (alias: verified)", badgeCheck],
  ["arrow-right", arrowRight],
  ["star", star],
] as const;
const heart = dataOf(heartIcon);
const Heart = (heartIcon as IconModule).default;

const PROPS: Record<string, unknown>[] = [
  {},
  { className: "size-4 fill-rose-500 text-rose-500" },
  { strokeWidth: 3, "aria-hidden": "true", className: "size-4" },
  { "aria-label": "Saved", role: "img" },
  { size: 16, color: "red" },
  { size: 48, absoluteStrokeWidth: true },
  { width: 20, height: 10, style: { opacity: 0.5 }, id: "icon" },
  { nonScalingStroke: true },
];

describe("createLucideIcon (static shapes)", () => {
  for (const [name, module] of ICONS) {
    it(`draws ${name} exactly as lucide-react does, with any props`, () => {
      const Original = (module as IconModule).default;
      const Static = createLucideIcon(dataOf(module));
      for (const props of PROPS) {
        expect(renderToString(createElement(Static, props))).toBe(
          renderToString(createElement(Original, props)),
        );
      }
    });
  }

  it("still draws the shapes as elements beside children, as lucide-react does", () => {
    const Static = createLucideIcon(heart);
    const props: Record<string, unknown> = { "aria-label": "Saved", nonScalingStroke: true };
    const html = renderToString(createElement(Static, props, "x"));
    expect(html).toBe(renderToString(createElement(Heart, props, "x")));
    expect(html).toContain("<path");
  });

  it("escapes what an attribute could carry", () => {
    const Odd = createLucideIcon({ name: "odd", node: [["path", { d: 'M0 0"<x>&', key: "k" }]] });
    expect(renderToString(createElement(Odd))).toContain('d="M0 0&quot;&lt;x&gt;&amp;"');
  });
});
