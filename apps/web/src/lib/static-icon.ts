import { createElement, forwardRef, type SVGProps } from "react";

/** An icon's shapes as lucide ships them: `[tag, attributes, children?]`. */
type IconNode = [tag: string, attributes: Record<string, string | number>, children?: IconNode][];

export interface IconData {
  name: string;
  node: IconNode;
  size?: number;
  aliases?: unknown[];
}

interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
}

const ESCAPED: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };
const escapeAttribute = (value: string | number) =>
  String(value).replace(/[&"<>]/g, (c) => ESCAPED[c] ?? c);

/** The shapes as markup (lucide's `key` is React's, not an attribute). */
function markup(node: IconNode): string {
  return node
    .map(([tag, attributes, children]) => {
      const pairs = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      return `<${tag}${pairs}>${children ? markup(children) : ""}</${tag}>`;
    })
    .join("");
}

function namesSomething(props: object): boolean {
  return Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );
}

/**
 * lucide-react's `createLucideIcon`, for the icons' modules (vite-plugins/static-icons.ts): the
 * same `<svg>` with the same attributes and classes, but its shapes as one string of markup
 * (`dangerouslySetInnerHTML`, built once per icon from lucide's own data). Hydration adopts an
 * element with inner HTML without walking its children, and a render builds no element per
 * shape: the marketplace's first load has 151 icons of 1-4 shapes each, and lucide's component
 * merged classes and attribute maps for each on every render. The app sets no LucideProvider.
 */
export default function createLucideIcon(
  data: IconData | string,
  node: IconNode = [],
  aliases: string[] = [],
) {
  const icon: IconData = typeof data === "string" ? { name: data, node, aliases } : data;
  const viewSize = icon.size ?? 24;
  const names = [icon.name, ...(icon.aliases ?? []).filter((a) => typeof a === "string")];
  const baseClass = ["lucide", ...names.map((name) => `lucide-${name}`)].join(" ");
  // Built on an icon's first render, not as its module loads: a page loads many icons it never draws.
  const html: Partial<Record<"plain" | "nonScaling", { __html: string }>> = {};
  const shapesOf = (nonScaling: boolean): IconNode =>
    nonScaling
      ? icon.node.map(([tag, attributes, children]) => [
          tag,
          { "vector-effect": "non-scaling-stroke", ...attributes },
          children,
        ])
      : icon.node;
  const markupOf = (nonScaling: boolean) =>
    (html[nonScaling ? "nonScaling" : "plain"] ??= { __html: markup(shapesOf(nonScaling)) });

  // biome-ignore lint/correctness/noComponentHookFactories: lucide's factory, called once per icon as its module loads
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    {
      color = "currentColor",
      size = 24,
      width,
      height,
      strokeWidth = 2,
      absoluteStrokeWidth = false,
      nonScalingStroke = false,
      className,
      children,
      ...rest
    },
    ref,
  ) {
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: width ?? size,
        height: height ?? size,
        viewBox: `0 0 ${viewSize} ${viewSize}`,
        fill: "none",
        stroke: color,
        strokeWidth: absoluteStrokeWidth
          ? (Number(strokeWidth) * viewSize) / Number(size)
          : strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `${baseClass} ${className}` : baseClass,
        ...(children == null && !namesSomething(rest) && { "aria-hidden": "true" }),
        ...rest,
        // Shapes and children together: as elements, the slow way (no icon here has children).
        ...(children == null && { dangerouslySetInnerHTML: markupOf(nonScalingStroke) }),
      },
      children == null
        ? undefined
        : [
            ...shapesOf(nonScalingStroke).map(([tag, attributes]) =>
              createElement(tag, attributes),
            ),
            children,
          ],
    );
  });
  Icon.displayName = icon.name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
  return Icon;
}
