import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Language } from "@app/shared/i18n";

/** The build's Latin Noto file and the Arabic block's (apps/web/src/fonts.css, hashed by Vite). */
const LATIN_FONT = /^noto-sans-latin-wght-normal-[\w-]+\.woff2$/;
const ARABIC_FONT = /^noto-sans-arabic-core-wght-normal-[\w-]+\.woff2$/;

/**
 * `<link rel="preload">` of the fonts a page is written in, for its head. Found late (after the
 * stylesheet, at the first text drawn) a font arrived after the first paint and the text re-flowed
 * when it swapped in: the English marketplace's one layout shift (Lighthouse CLS 0.081 -> 0.000,
 * the home page 0.009 -> 0.000), /ar/marketplace's (0.060) and /ar's (0.026: an Arabic sentence's
 * spaces are the Latin file's). Arabic pages preload only since their file is the Arabic block's
 * own 24 KiB (37 before commit 537b504): the whole 162 KiB file took /ar's LCP from 2.9 to 4.4 s
 * on slow 4G. Not for Hindi: its file is 121 KiB.
 */
export function fontPreloads(webDist: string): Record<Language, string> {
  const assets = path.join(webDist, "assets");
  const files = existsSync(assets) ? readdirSync(assets) : [];
  const preload = (pattern: RegExp) => {
    const file = files.find((name) => pattern.test(name));
    return file
      ? `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`
      : "";
  };
  return { en: preload(LATIN_FONT), ar: preload(ARABIC_FONT) + preload(LATIN_FONT), hi: "" };
}
