import type { ReactNode } from "react";

/**
 * A phone number, e-mail address or URL: always left to right, and isolated so that neither it
 * nor the sentence around it reorders the other ("+971 50 …" stays as written on Arabic pages).
 * Also a `<Trans>` component, which gives it its text as children.
 */
export function LtrText({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
