/**
 * Work every page's first render needs once per load, done ahead in a task of its own while the
 * page's scripts and texts are still on their way, instead of inside hydration's one long task:
 * the first plural rule (i18next's counts, ~9 ms at Lighthouse's 4x slower CPU). What costs more
 * is not done at all while a server-rendered page hydrates: the first Intl number format
 * (~90-180 ms at 4x) and tailwind-merge's class map (~100 ms at 4x) come done with the page
 * (lib/format `rememberServerNumbers`, lib/utils `rememberClassMerges`). Nothing here changes
 * what a render shows.
 */
export function warmUpFirstRender(language: string): void {
  setTimeout(() => new Intl.PluralRules(language).select(1), 0);
}
