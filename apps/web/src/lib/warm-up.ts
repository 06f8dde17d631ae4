import { cn } from "./utils";

/**
 * Work every page's first render needs once per load, done ahead in tasks of its own while the
 * page's scripts and texts are still on their way, instead of inside hydration's one long task:
 * the first plural rule (i18next's counts, ~9 ms at Lighthouse's 4x slower CPU) and
 * tailwind-merge's class map (~21 ms). The first Intl number format (~90-180 ms at 4x: the
 * browser loads its number data) is not made at all while a server-rendered page hydrates: its
 * numbers come with the page (lib/format `rememberServerNumbers`). Nothing here changes what a
 * render shows.
 */
export function warmUpFirstRender(language: string): void {
  const steps = [() => new Intl.PluralRules(language).select(1), () => cn("p-1", "p-2")];
  for (const step of steps) setTimeout(step, 0);
}
