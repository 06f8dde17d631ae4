import { type HeadTag, headTags, type PageHead } from "@app/shared/route-meta";
import { escapeHtml } from "../../http/escape-html.ts";
import { scriptSafeJson } from "../../http/script-safe-json.ts";

function renderTag(tag: HeadTag): string {
  if (tag.element === "link") {
    const lang = tag.rel === "alternate" ? ` hreflang="${escapeHtml(tag.hreflang)}"` : "";
    return `<link rel="${tag.rel}"${lang} href="${escapeHtml(tag.href)}" />`;
  }
  return `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" />`;
}

/**
 * The <head> fragment describing one page: title, meta and canonical tags, and optionally a
 * JSON-LD block (data, never executed, so the CSP needs no inline scripts for it).
 */
export function renderHead(head: PageHead, jsonLd?: object): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`, ...headTags(head).map(renderTag)];
  if (jsonLd) {
    lines.push(`<script type="application/ld+json">${scriptSafeJson(jsonLd)}</script>`);
  }
  return lines.map((line) => `    ${line}\n`).join("");
}
