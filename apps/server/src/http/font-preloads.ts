import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Language } from "@app/shared/i18n";

/** The build's Latin Noto file (apps/web/src/fonts.css, hashed by Vite). */
const LATIN_FONT = /^noto-sans-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * `<link rel="preload">` of the font an English page is written in, for its head. Found late
 * (after the stylesheet, at the first text drawn) it arrived after the first paint and the text
 * re-flowed when it swapped in: the marketplace's one layout shift (Lighthouse CLS 0.081 -> 0.000,
 * the home page 0.009 -> 0.000). Not for Arabic or Hindi: their fonts are 166 and 121 KiB, and
 * preloading the Arabic one took /ar's LCP from 2.9 to 4.4 s (slow 4G); it took /ar/marketplace's
 * CLS from 0.060 to 0.001 but left /ar's at 0.026 (docs/performance.md).
 */
export function fontPreloads(webDist: string): Record<Language, string> {
  const assets = path.join(webDist, "assets");
  const file = existsSync(assets) ? readdirSync(assets).find((name) => LATIN_FONT.test(name)) : "";
  const latin = file
    ? `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`
    : "";
  return { en: latin, ar: "", hi: "" };
}
