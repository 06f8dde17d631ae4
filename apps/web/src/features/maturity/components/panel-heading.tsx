import type { ReactNode, Ref } from "react";

/**
 * The heading of the assessment's form or of its result: the focus moves to it when one replaces
 * the other, so a screen reader announces the new content.
 */
export function PanelHeading({
  id,
  ref,
  children,
}: {
  id: string;
  ref: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <h2
      id={id}
      ref={ref}
      tabIndex={-1}
      className="font-semibold text-2xl text-slate-900 outline-none"
    >
      {children}
    </h2>
  );
}
