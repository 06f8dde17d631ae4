import type { Language } from "@app/shared/i18n";
import { isLanguage, STORAGE_KEYS } from "@app/shared/i18n";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from "@app/shared/language-path";
import { readStorage, writeStorage } from "./storage";

function cookieLanguage(): Language | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  return isLanguage(match?.[1]) ? (match[1] as Language) : null;
}

/**
 * The language the reader chose (SPEC: kept in local storage), else the cookie that mirrors it
 * for the server; null when they never chose.
 */
export function chosenLanguage(): Language | null {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : cookieLanguage();
}

/**
 * Remembers the choice in storage and where the server sees it (the cookie); false when the
 * browser refuses the cookie, so the server cannot follow the choice.
 */
export function rememberLanguage(language: Language): boolean {
  writeStorage(STORAGE_KEYS.language, language);
  // Written synchronously: the caller's next step opens the page the server renders by it.
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API could lose the race with the navigation that follows
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  return cookieLanguage() === language;
}
