import type { Region } from "@app/shared/i18n";
import { isRegion, STORAGE_KEYS } from "@app/shared/i18n";
import { startTransition, useState } from "react";
import { onIdle } from "@/lib/on-idle";
import { browserRegion } from "@/lib/region";
import { readStorage, writeStorage } from "@/lib/storage";
import { useAfterHydration, useHydrated } from "@/lib/use-hydrated";

function visitorRegion(): Region {
  const stored = readStorage(STORAGE_KEYS.region);
  const region = isRegion(stored) ? stored : browserRegion();
  writeStorage(STORAGE_KEYS.region, region);
  return region;
}

/**
 * The visitor's region: a valid stored choice, else detected from the browser, persisted. The
 * server cannot know it, so its HTML (and the hydrating render) shows the global region first,
 * and the browser finds it when it is idle after hydrating. Only a page that shows something by
 * region asks, so no other page pays for the detection (the browser's Intl data, lib/region).
 */
export function useRegion(): Region {
  const hydrated = useHydrated();
  const [region, setRegion] = useState<Region>(() => (hydrated ? visitorRegion() : "global"));
  useAfterHydration(() =>
    onIdle(() =>
      startTransition(() =>
        setRegion((current) => (current === "global" ? visitorRegion() : current)),
      ),
    ),
  );
  return region;
}
