import type { Language } from "@app/shared/i18n";
import { localizedPath, splitLanguagePath } from "@app/shared/language-path";
import { chosenLanguage, rememberLanguage } from "@/lib/language-cookie";

/**
 * A page opened at another language's address than the one the reader chose (a choice stored
 * before addresses had a language, or made in another tab): remember the choice in the cookie
 * too and open the page at the chosen language's address, which the server renders in it. Not
 * when the browser refuses the cookie: the server, which redirects by it, could send it back.
 */
export function redirectToChosenLanguage(language: Language): boolean {
  const chosen = chosenLanguage();
  if (!chosen || chosen === language || !rememberLanguage(chosen)) return false;
  const { pathname, search, hash } = window.location;
  window.location.replace(
    `${localizedPath(chosen, splitLanguagePath(pathname).path)}${search}${hash}`,
  );
  return true;
}
