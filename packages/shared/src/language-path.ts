import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "./i18n.ts";

/** The cookie that remembers a reader's chosen language, so the server renders it. */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** Languages other than the default: each has its own address prefix (/ar, /hi). */
export const PREFIXED_LANGUAGES = LANGUAGES.map((l) => l.code).filter(
  (code) => code !== DEFAULT_LANGUAGE,
);

const PREFIX = /^\/([a-z]{2})(?=\/|$)/;

/** Slashes, backslashes and their percent-encoded forms at the start of a path. */
const LEADING_SLASHES = /^(?:[/\\]|%2f|%5c)+/i;

/**
 * A path that stays on this origin: exactly one leading slash. "//example.org/" or "/\\example.org"
 * (or "/%2F%2Fexample.org" once decoded) would be another site to a browser that is sent there.
 */
export function sameOriginPath(path: string): string {
  return `/${path.replace(LEADING_SLASHES, "")}`;
}

/**
 * "/ar/tool/x" -> ar and "/tool/x"; "/hi" -> hi and "/"; an unprefixed path is English. The path
 * is always on this origin ("/ar//example.org/" -> "/example.org/").
 */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const code = PREFIX.exec(pathname)?.[1];
  if (code && code !== DEFAULT_LANGUAGE && isLanguage(code)) {
    return { language: code, path: sameOriginPath(pathname.slice(code.length + 1)) };
  }
  return { language: DEFAULT_LANGUAGE, path: sameOriginPath(pathname) };
}

/** The router's basename for a language: "" for English, "/ar" for Arabic. */
export function languageBase(language: Language): string {
  return language === DEFAULT_LANGUAGE ? "" : `/${language}`;
}

/** A page's address in a language: localizedPath("ar", "/") is "/ar", ("ar", "/about") "/ar/about". */
export function localizedPath(language: Language, path: string): string {
  const base = languageBase(language);
  const local = sameOriginPath(path);
  if (!base) return local;
  return local === "/" ? base : `${base}${local}`;
}

/**
 * The page in every language for hreflang: one address per language and the unprefixed one as
 * "x-default". `origin` is the public origin, `path` the page's path without a prefix.
 */
export function languageAlternates(origin: string, path: string) {
  return [
    ...LANGUAGES.map(({ code }) => ({
      hreflang: code,
      href: `${origin}${localizedPath(code, path)}`,
    })),
    { hreflang: "x-default", href: `${origin}${path}` },
  ];
}
