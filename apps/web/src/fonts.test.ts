import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSections, loadSeo, loadTranslations, SECTION_NAMES } from "./locales/bundles";

const here = import.meta.dirname;
const css = readFileSync(path.join(here, "fonts.css"), "utf8");

type Range = [number, number];

/** The unicode-range of the @font-face whose src names `file`. */
function rangesOf(file: string): Range[] {
  const face = css.split("@font-face").find((block) => block.includes(file));
  const list = face?.match(/unicode-range:([^;]+);/)?.[1];
  if (!list) throw new Error(`No @font-face with a unicode-range for ${file}`);
  return list.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/, "").split("-");
    return [Number.parseInt(from ?? "", 16), Number.parseInt(to ?? "", 16)];
  });
}

const covers = (ranges: Range[], code: number) =>
  ranges.some(([from, to]) => code >= from && code <= to);

/** Every text in Arabic the app shows: the core file, page titles and every page section. */
const arabic = JSON.stringify({
  ...(await loadTranslations("ar")),
  ...(await loadSeo("ar")),
  ...(await loadSections("ar", SECTION_NAMES)),
});

describe("the Arabic fonts", () => {
  const core = rangesOf("noto-sans-arabic-core-wght-normal.woff2");
  const whole = rangesOf("noto-sans-arabic-arabic-wght-normal.woff2");

  it("draw every Arabic character of our texts from the small core file", () => {
    const outside = new Set<string>();
    for (const character of arabic) {
      const code = character.codePointAt(0) ?? 0;
      if (code >= 0x0600 && code <= 0x06ff && !covers(core, code)) outside.add(character);
    }
    expect(arabic.match(/[\u0600-\u06ff]/g)?.length ?? 0).toBeGreaterThan(10_000);
    expect([...outside]).toEqual([]);
  });

  it("leave no character of the Arabic block without a file", () => {
    for (let code = 0x0600; code <= 0x06ff; code++) {
      expect(covers(core, code) || covers(whole, code), code.toString(16)).toBe(true);
    }
  });
});
