import { COMPARE_LIMITS } from "@app/shared/catalog";
import { readStorage, writeStorage } from "@/lib/storage";

/** A tool picked for comparison: its id, and its name for the tray (no fetch to show it). */
export interface ComparePick {
  id: string;
  name: string;
}

/** Where the picks are kept, across pages, reloads and tabs. */
export const COMPARE_STORAGE_KEY = "compare-tools";

const NO_PICKS: readonly ComparePick[] = [];

function isPick(value: unknown): value is ComparePick {
  const pick = value as ComparePick | null;
  return typeof pick?.id === "string" && typeof pick.name === "string";
}

/** The stored picks; anything malformed (an old format, a hand edit) counts as none. */
function readPicks(): readonly ComparePick[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(COMPARE_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter(isPick).slice(0, COMPARE_LIMITS.maxTools)
      : NO_PICKS;
  } catch {
    return NO_PICKS;
  }
}

let picks: readonly ComparePick[] | undefined;
const listeners = new Set<() => void>();

function publish(next: readonly ComparePick[]): void {
  picks = next;
  writeStorage(COMPARE_STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** The picks now (read from storage once, then kept in step by every change). */
export function getComparePicks(): readonly ComparePick[] {
  picks ??= readPicks();
  return picks;
}

/** Calls `listener` on every change, in this tab or another. */
export function subscribeToComparePicks(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== COMPARE_STORAGE_KEY) return;
    picks = readPicks();
    listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", fromOtherTab);
  };
}

export type ToggleOutcome = "added" | "removed" | "full";

/** Adds a tool, or removes it when picked; a fifth is refused ("full") and nothing changes. */
export function toggleComparePick(pick: ComparePick): ToggleOutcome {
  const now = getComparePicks();
  if (now.some((p) => p.id === pick.id)) {
    publish(now.filter((p) => p.id !== pick.id));
    return "removed";
  }
  if (now.length >= COMPARE_LIMITS.maxTools) return "full";
  publish([...now, pick]);
  return "added";
}

export function removeComparePick(id: string): void {
  publish(getComparePicks().filter((p) => p.id !== id));
}

export function clearComparePicks(): void {
  publish(NO_PICKS);
}
