import { useSyncExternalStore } from "react";
import { useHydrated } from "@/lib/use-hydrated";
import { type ComparePick, getComparePicks, subscribeToComparePicks } from "../lib/compare-picks";

const NONE: readonly ComparePick[] = [];

/**
 * The tools picked for comparison. None while the server's HTML is rendered and hydrated (the
 * server cannot know them), the stored ones from then on.
 */
export function useComparePicks(): readonly ComparePick[] {
  const hydrated = useHydrated();
  const picks = useSyncExternalStore(subscribeToComparePicks, getComparePicks, () => NONE);
  return hydrated ? picks : NONE;
}
