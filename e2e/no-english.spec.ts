import { DEMO_REVIEWERS } from "../apps/server/src/db/seed/demo-reviews.ts";
import { DEMO_TOOLS } from "../apps/server/src/db/seed/demo-tools.ts";
import { initialsOf } from "../apps/web/src/lib/initials.ts";
import { expect, test } from "./fixtures.ts";
import { latinWords, pageTexts } from "./page-words.ts";

/**
 * Issue 47: an Arabic or Hindi reader meets no English word on a demo tool's page, in a
 * comparison including it, or on its alternatives page, except proper names: the listings' own
 * names, integrations, vendors and web addresses, reviewers' names, the initials standing in
 * for a logo or an avatar, and the site's brand. English free text the
 * listing has in no other language is exempt where it is marked lang="en". Prices come from the
 * plans, worded in the page's language, so they are checked like every other text.
 */
const LANGUAGES = ["ar", "hi"] as const;

const words = (text: string) => new Set(latinWords([text]).map(({ word }) => word.toLowerCase()));

type ToolFacts = { id: string; slug: string; name: string; integrations: string[] };

/**
 * Proper names of every listing a page may show (a comparison or alternatives show several): the
 * demo tools' facts, and the names of every published listing (other tests publish their own).
 */
function allowlist(tools: readonly ToolFacts[], listed: readonly string[] = []): Set<string> {
  const names = ["VettedAI", ...DEMO_REVIEWERS.map((reviewer) => reviewer.name), ...listed];
  for (const tool of tools) {
    const demo = DEMO_TOOLS.find((d) => d.slug === tool.slug);
    names.push(tool.name, ...tool.integrations, demo?.vendorName ?? "");
    for (const url of [demo?.websiteUrl, demo?.demoUrl]) if (url) names.push(url);
  }
  const allowed = new Set<string>();
  for (const name of names) {
    for (const word of words(name)) allowed.add(word);
    allowed.add(initialsOf(name).toLowerCase());
  }
  return allowed;
}

/**
 * Abbreviations (UPI, GST, ISO, PDF, SOC, the ISO 4217 codes) are written in Latin letters in
 * Arabic and Hindi technical text too; so are programming languages' names.
 */
const isAbbreviation = (word: string) => /^[A-Z][A-Z0-9]+$/.test(word);
const TECHNICAL_NAMES = new Set(["typescript", "python"]);

const isEnglish = (word: string, allowed: Set<string>) =>
  !isAbbreviation(word) &&
  !TECHNICAL_NAMES.has(word.toLowerCase()) &&
  !allowed.has(word.toLowerCase());

function englishIn(html: string, allowed: Set<string>): string[] {
  return latinWords(pageTexts(html))
    .filter(({ word }) => isEnglish(word, allowed))
    .map(({ word, text }) => `${word} in "${text.slice(0, 80)}"`);
}

async function demoTools(request: import("@playwright/test").APIRequestContext) {
  return Promise.all(
    DEMO_TOOLS.map(async ({ slug }) => {
      const res = await request.get(`/api/tools/${slug}`);
      expect(res.ok(), slug).toBe(true);
      return ((await res.json()) as { tool: ToolFacts }).tool;
    }),
  );
}

/** The names of every published listing, page by page. */
async function listedNames(request: import("@playwright/test").APIRequestContext) {
  const names: string[] = [];
  for (let page = 1; ; page += 1) {
    const res = await request.get(`/api/tools?pageSize=100&page=${page}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { items: { name: string }[]; total: number };
    names.push(...body.items.map((tool) => tool.name));
    if (body.items.length === 0 || names.length >= body.total) return names;
  }
}

/** GETs the paths six at a time and gives each page's English words. */
async function englishOnPages(
  request: import("@playwright/test").APIRequestContext,
  paths: readonly string[],
  allowed: Set<string>,
) {
  const found: Record<string, string[]> = {};
  for (let i = 0; i < paths.length; i += 6) {
    await Promise.all(
      paths.slice(i, i + 6).map(async (path) => {
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        const english = englishIn(await res.text(), allowed);
        if (english.length > 0) found[path] = english;
      }),
    );
  }
  return found;
}

test.describe("no English on Arabic and Hindi pages", () => {
  test.setTimeout(120_000);

  test("every demo tool's page, comparison and alternatives, from the server's HTML", async ({
    request,
  }) => {
    const tools = await demoTools(request);
    const allowed = allowlist(tools, await listedNames(request));
    const paths: string[] = [];
    for (const lang of LANGUAGES) {
      for (const tool of tools) paths.push(`/${lang}/tool/${tool.slug}`);
      // Every tool in one comparison of up to four.
      for (let i = 0; i < tools.length; i += 4) {
        const ids = tools.slice(i, i + 4).map((tool) => tool.id);
        if (ids.length === 1) ids.push(tools[0]?.id ?? "");
        paths.push(`/${lang}/compare?ids=${ids.join(",")}`);
      }
    }
    for (const tool of tools) paths.push(`/ar/tool/${tool.slug}/alternatives`);
    const found = await englishOnPages(request, paths, allowed);
    // One line per word: how many pages show it, and one of them.
    const byWord = new Map<string, { pages: number; example: string }>();
    for (const [path, english] of Object.entries(found)) {
      for (const entry of new Set(english)) {
        const word = entry.split(" in ")[0] ?? entry;
        const seen = byWord.get(word);
        byWord.set(word, {
          pages: (seen?.pages ?? 0) + 1,
          example: seen?.example ?? `${path}: ${entry}`,
        });
      }
    }
    expect(
      [...byWord].map(([word, { pages, example }]) => `${word} (${pages}) ${example}`),
    ).toEqual([]);
    // The walker does see English: the English page of the first tool has some.
    const english = await (await request.get(`/tool/${tools[0]?.slug}`)).text();
    expect(englishIn(english, allowed).length).toBeGreaterThan(10);
  });

  test("the browser's rendering of each kind of page, every tab of a tool, has none either", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
    const tools = await demoTools(page.request);
    const allowed = allowlist(tools, await listedNames(page.request));
    const bodyEnglish = async () => {
      const texts = await page.evaluate(() => {
        const out: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest('[lang^="en"], script, style, template, noscript'))
            continue;
          const text = node.textContent?.trim();
          if (text) out.push(text);
        }
        return out;
      });
      return latinWords(texts)
        .filter(({ word }) => isEnglish(word, allowed))
        .map(({ word, text }) => `${word} in "${text.slice(0, 80)}"`);
    };
    const [first, second] = tools;
    await page.goto(`/ar/tool/${first?.slug}`);
    for (const tab of await page.getByRole("tab").all()) {
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      expect(await bodyEnglish(), (await tab.textContent()) ?? "").toEqual([]);
    }
    await page.goto(`/hi/compare?ids=${first?.id},${second?.id}`);
    await expect(page.getByRole("table")).toBeVisible();
    expect(await bodyEnglish()).toEqual([]);
    await page.goto(`/ar/tool/${first?.slug}/alternatives`);
    await expect(page.getByRole("table").first()).toBeVisible();
    expect(await bodyEnglish()).toEqual([]);
  });
});
