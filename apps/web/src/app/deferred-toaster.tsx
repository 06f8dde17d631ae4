import { Suspense, useEffect, useState } from "react";
import { lazyOptional } from "@/lib/lazy-optional";

// Its file failing to load (offline, a release since) means no toasts, not the error screen.
const LocalizedToaster = lazyOptional(() =>
  import("./localized-toaster").then((module) => module.LocalizedToaster),
);

/**
 * The Toaster (and sonner with it) loads just after hydration, so the first script does not carry
 * it: the server's HTML and the hydrating render both leave it out. A toast made before it is
 * there waits for it (lib/toast.ts).
 */
export function DeferredToaster() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LocalizedToaster />
    </Suspense>
  );
}
