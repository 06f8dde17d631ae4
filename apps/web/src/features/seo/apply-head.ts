import { type HeadTag, headTags, type PageHead } from "@app/shared/route-meta";

function selectorOf(tag: HeadTag): string {
  if (tag.element === "meta") return `meta[${tag.attribute}="${CSS.escape(tag.key)}"]`;
  return tag.rel === "alternate"
    ? `link[rel="alternate"][hreflang="${CSS.escape(tag.hreflang)}"]`
    : `link[rel="${tag.rel}"]`;
}

function upsert(tag: HeadTag): Element {
  let element = document.head.querySelector(selectorOf(tag));
  if (!element) {
    element = document.createElement(tag.element);
    if (tag.element === "meta") element.setAttribute(tag.attribute, tag.key);
    else {
      element.setAttribute("rel", tag.rel);
      if (tag.rel === "alternate") element.setAttribute("hreflang", tag.hreflang);
    }
    document.head.append(element);
  }
  if (tag.element === "link") element.setAttribute("href", tag.href);
  else element.setAttribute("content", tag.content);
  return element;
}

/** Tags a page may lack (og:image, hreflang links): removed when the next page has none. */
const PREVIEW_TAGS =
  'meta[property^="og:"], meta[name^="twitter:"], link[rel="alternate"][hreflang]';

/**
 * Brings <title>, the meta tags and the canonical link in line with `head`, editing the tags the
 * server rendered (so there is one of each) and adding any that are missing.
 */
export function applyHead(head: PageHead): void {
  document.title = head.title;
  const kept = new Set(headTags(head).map(upsert));
  for (const element of document.head.querySelectorAll(PREVIEW_TAGS)) {
    if (!kept.has(element)) element.remove();
  }
}
