/**
 * The words a reader meets in a page's server HTML, for the no-English test: text nodes outside
 * <script>, <style> and <template>, and outside any element marked lang="en…" (a listing's English
 * free text, a quote's original). A tiny tag walker: the server's HTML is React's, well formed.
 */
const VOID = new Set("area base br col embed hr img input link meta source track wbr".split(" "));
const RAW = new Set(["script", "style", "template", "noscript", "title"]);

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The page's body text that is meant to be in the page's language, one string per text node. */
export function pageTexts(html: string): string[] {
  const body = html.slice(html.indexOf("<body"));
  const texts: string[] = [];
  // Each open element: its name and whether its subtree is exempt.
  const stack: { name: string; exempt: boolean }[] = [];
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    const exempt = stack.at(-1)?.exempt ?? false;
    if (!exempt && match.index > last) texts.push(decode(body.slice(last, match.index)));
    last = tag.lastIndex;
    const [, closing, rawName, attributes = "", selfClosing] = match;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (closing) {
      const at = stack.map((open) => open.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (VOID.has(name) || selfClosing) continue;
    const marked = /\blang="en[^"]*"/.test(attributes);
    stack.push({ name, exempt: exempt || marked || RAW.has(name) });
    if (RAW.has(name)) {
      // Skip to the raw element's end: its text is no markup.
      const end = body.indexOf(`</${name}`, tag.lastIndex);
      tag.lastIndex = end < 0 ? body.length : end;
      last = tag.lastIndex;
    }
  }
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** What is no word of a language: e-mail and web addresses, Intl's "US$" currency symbol. */
const NOT_WORDS = /[\w.+-]+@[\w.-]+|https?:\/\/\S+|\bUS\$/g;

/** Latin-letter words ("Business", "24/7" has none), each with the text it came from. */
export function latinWords(texts: readonly string[]): { word: string; text: string }[] {
  return texts.flatMap((text) =>
    [...text.replace(NOT_WORDS, " ").matchAll(/[A-Za-z][A-Za-z'’.-]*[A-Za-z]|[A-Za-z]/g)].map(
      (m) => ({
        word: m[0],
        text,
      }),
    ),
  );
}
