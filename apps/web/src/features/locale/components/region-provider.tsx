import type { Region } from "@app/shared/i18n";
import { STORAGE_KEYS } from "@app/shared/i18n";
import type { ReactNode } from "react";
import { createContext, useCallback, useMemo, useState } from "react";
import { browserRegionSignals, resolveRegion } from "@/lib/region";
import { rendersServerHtml } from "@/lib/render-phase";
import { readStorage, writeStorage } from "@/lib/storage";
import { useAfterHydration } from "@/lib/use-hydrated";

export interface RegionContextValue {
  region: Region;
  setRegion: (region: Region) => void;
}

export const RegionContext = createContext<RegionContextValue | null>(null);

function initialRegion(): Region {
  const region = resolveRegion(readStorage(STORAGE_KEYS.region), browserRegionSignals());
  writeStorage(STORAGE_KEYS.region, region);
  return region;
}

/**
 * The visitor's region: a valid stored choice, else detected from the browser, persisted. The
 * server cannot know it, so its HTML (and the hydrating render) shows the global region first.
 */
export function RegionProvider({ children }: { children: ReactNode }) {
  const [region, setState] = useState<Region>(() =>
    rendersServerHtml() ? "global" : initialRegion(),
  );
  useAfterHydration(() =>
    setState((current) => (current === "global" ? initialRegion() : current)),
  );

  const setRegion = useCallback((next: Region) => {
    writeStorage(STORAGE_KEYS.region, next);
    setState(next);
  }, []);

  const value = useMemo(() => ({ region, setRegion }), [region, setRegion]);
  return <RegionContext value={value}>{children}</RegionContext>;
}
