import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Class lists the server's render merged for this page ("" when the merge kept the list as it
 * was). Hydration reads them instead of building tailwind-merge's class map, which costs ~26 ms on
 * this machine the first time (four times that on a phone's CPU, one long task): a page that
 * renders only these never builds it; one that renders a new list builds it then.
 */
const serverMerged = new Map<string, string>();
let recordedMerges: Record<string, string> | null = null;

/**
 * Merges class names, letting later Tailwind classes win over earlier ones. One list alone (a
 * component's own, no `className` given) is taken as written: nothing in it to override.
 */
export function cn(...inputs: ClassValue[]): string {
  const given = inputs.filter(Boolean);
  if (given.length === 1 && typeof given[0] === "string") return given[0];
  const joined = clsx(given);
  const known = serverMerged.get(joined);
  const merged = known === undefined ? twMerge(joined) : known || joined;
  if (recordedMerges) recordedMerges[joined] = merged === joined ? "" : merged;
  return merged;
}

/** On the server, around one synchronous render: returns the class lists that render merged. */
export function recordClassMerges(): () => Record<string, string> {
  const recorded: Record<string, string> = {};
  recordedMerges = recorded;
  return () => {
    recordedMerges = null;
    return recorded;
  };
}

/** In the browser, before hydration: the class lists the server's render merged. */
export function rememberClassMerges(merges: Record<string, string> | undefined): void {
  for (const [joined, merged] of Object.entries(merges ?? {})) serverMerged.set(joined, merged);
}
