import { type ReactNode, Suspense, use } from "react";
import { WIDE_QUERY } from "@/lib/breakpoints";
import { viewportMatches } from "@/lib/viewport";

/**
 * What only the wide layout shows (a card's heart and compare toggle, hidden below `md` by their
 * own classes): the server renders it for every screen, and a phone keeps that HTML, hidden, and
 * never hydrates it, so its hooks and queries cost a phone's main thread nothing. Once the
 * viewport is wide (at once on a desktop) it hydrates or renders as usual.
 */
export function WideOnly({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WhenWide>{children}</WhenWide>
    </Suspense>
  );
}

function WhenWide({ children }: { children: ReactNode }) {
  if (!import.meta.env.SSR) use(viewportMatches(WIDE_QUERY));
  return children;
}
