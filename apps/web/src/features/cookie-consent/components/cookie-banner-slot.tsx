import { lazy, Suspense, useState } from "react";
import { useAfterHydration } from "@/lib/use-hydrated";
import { storedChoice } from "../hooks/use-cookie-consent";

const CookieBanner = lazy(() =>
  import("./cookie-banner").then((module) => ({ default: module.CookieBanner })),
);

/**
 * Where the cookie banner goes. The server's HTML cannot show it (the choice is in the browser),
 * so its code loads only after hydration and only for a visitor who has not chosen yet: a return
 * visitor, most page views, never downloads it, and no page's first load carries it.
 */
export function CookieBannerSlot() {
  const [undecided, setUndecided] = useState(false);
  useAfterHydration(() => setUndecided(storedChoice() === null));
  if (!undecided) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
