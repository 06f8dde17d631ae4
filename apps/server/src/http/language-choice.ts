import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@app/shared/i18n";
import { LANGUAGE_COOKIE } from "@app/shared/language-path";
import type { Context } from "hono";
import { parse } from "hono/utils/cookie";

/** The first supported language of an Accept-Language header, by its weights. */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.split("-")[0]?.toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map(({ base }) => base).find(isLanguage);
}

/**
 * The language a reader chose (the cookie the language menu sets), else the one their browser
 * asks for first; undefined when neither says anything.
 */
export function preferredLanguage(c: Context): Language | undefined {
  return requestLanguage(c.req.raw.headers);
}

/** The same, from a request's headers (for code that gets a Fetch `Request`, not a context). */
export function requestLanguage(headers: Headers): Language | undefined {
  const chosen = parse(headers.get("cookie") ?? "", LANGUAGE_COOKIE)[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return acceptedLanguage(headers.get("accept-language") ?? undefined);
}

export const isDefaultLanguage = (language: Language | undefined) =>
  !language || language === DEFAULT_LANGUAGE;
