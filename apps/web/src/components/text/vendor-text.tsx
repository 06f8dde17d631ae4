import type { ComponentProps, ElementType } from "react";
import { cn } from "@/lib/utils";

type VendorTextProps<T extends ElementType> = {
  as?: T;
  /** The text's language when it is known; left out, it inherits the page's. */
  lang?: string;
} & Omit<ComponentProps<T>, "as" | "dir" | "lang">;

/**
 * Text written by vendors or reviewers (names, descriptions, prices, case studies, reviews), often
 * in another language than the page. Each paragraph takes its direction from its own first strong
 * letter and aligns to its own start, so English sits flush left on an Arabic page and an Arabic
 * paragraph after it flush right; it is isolated from the labels around it.
 */
export function VendorText<T extends ElementType = "span">({
  as,
  className,
  ...props
}: VendorTextProps<T>) {
  const Component: ElementType = as ?? "span";
  return (
    <Component
      dir="auto"
      className={cn("text-start [unicode-bidi:plaintext]", className)}
      {...props}
    />
  );
}
