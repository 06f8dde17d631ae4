import { formatNumber } from "./format";
import { cn } from "./utils";

/**
 * Work every page's first render needs once per load, done ahead in tasks of its own while the
 * page's scripts and texts are still on their way, instead of inside hydration's one long task:
 * the first Intl number format (the browser loads its locale data: ~96 ms at Lighthouse's 4x
 * slower CPU; made through lib/format, which keeps it), the first plural rule (i18next's counts,
 * ~9 ms) and tailwind-merge's class map (~21 ms). Nothing here changes what a render shows.
 */
export function warmUpFirstRender(language: string): void {
  const steps = [
    () => formatNumber(0, language),
    () => new Intl.PluralRules(language).select(1),
    () => cn("p-1", "p-2"),
  ];
  for (const step of steps) setTimeout(step, 0);
}
