import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

type Lang = "en" | "ar" | "hi";
const LANGS: readonly Lang[] = ["en", "ar", "hi"];
const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);

/** Three demo tools (apps/server/src/db/seed/demo-tools.ts), by slug. */
const TOOLS = ["qalam-support-desk", "saheli-whatsapp-chatbot", "marhaba-guest-concierge"];
/** A demo tool whose category has other tools. */
const WITH_ALTERNATIVES = "qalam-support-desk";

/** A text of the app's page section (`comparePage.pager.next`), as the language has it. */
function text(lang: Lang, key: string): string {
  const [section, ...path] = key.split(".");
  const file = new URL(`../apps/web/src/locales/${section}/${lang}.json`, import.meta.url);
  let node: unknown = JSON.parse(readFileSync(file, "utf8"));
  for (const part of path) node = (node as Record<string, unknown>)[part];
  if (typeof node !== "string") throw new Error(`No ${lang} text for ${key}`);
  return node;
}

/** The pager's "1–2 of 3", its numbers written the way the page's browser writes them. */
async function position(page: Page, lang: Lang, key: string, first: number, count: number) {
  const numbers = await page.evaluate(
    ([language, values]) => values.map((n) => new Intl.NumberFormat(language).format(n)),
    [lang, [first, first + 1, count]] as const,
  );
  return text(lang, key)
    .replace("{{first, number}}", numbers[0] ?? "")
    .replace("{{last, number}}", numbers[1] ?? "")
    .replace("{{count, number}}", numbers[2] ?? "");
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
}

/** The inside of the box that clips the table's columns out of view (the table's parent). */
const frameOf = (page: Page): Promise<Box> =>
  page
    .getByRole("table")
    .locator("xpath=..")
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return {
        x: rect.x + element.clientLeft,
        y: rect.y + element.clientTop,
        width: element.clientWidth,
        height: element.clientHeight,
      };
    });

/** Whole on the screen, below the site's header (64 px), and inside the table's frame. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const height = page.viewportSize()?.height ?? 0;
  const [b, frame] = [await box(locator), await frameOf(page)];
  return (
    b.x >= frame.x &&
    b.x + b.width <= frame.x + frame.width &&
    b.y >= 64 &&
    b.y + b.height <= height
  );
}

/** Entirely beside the table's frame (clipped away sideways). */
async function besideScreen(page: Page, locator: Locator): Promise<boolean> {
  const [b, frame] = [await box(locator), await frameOf(page)];
  return b.x + b.width <= frame.x || b.x >= frame.x + frame.width;
}

/** A row heading's text line (the heading cell itself spans every column, shown or not). */
const headingLine = (rowHeader: Locator) => rowHeader.locator("> span");

const apart = (a: Box, b: Box) => a.x + a.width <= b.x || b.x + b.width <= a.x;

/** Not cut short by the two-line clamp. */
const whole = (locator: Locator) =>
  locator.evaluate((element) => element.scrollHeight <= element.clientHeight + 1);

/** Scrolls the page down to a later row, past the table's own top: only pinning keeps its head. */
async function scrollTo(row: Locator, table: Locator) {
  await row.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await box(table)).y).toBeLessThan(0);
}

/** A finger's swipe across the element, from `fromX` to `toX` (CSS pixels, in the viewport). */
async function swipe(locator: Locator, fromX: number, toX: number) {
  const y = (await box(locator)).y + 20;
  const at = (x: number) => [{ identifier: 1, clientX: x, clientY: y }];
  await locator.dispatchEvent("touchstart", { touches: at(fromX), changedTouches: at(fromX) });
  await locator.dispatchEvent("touchend", { touches: [], changedTouches: at(toX) });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

test.describe("a three-tool comparison on a phone", () => {
  for (const lang of LANGS) {
    test(`two names side by side, the third a press away, pinned while the rows scroll (${lang})`, async ({
      page,
    }) => {
      await page.goto(`${prefix(lang)}/compare?ids=${TOOLS.join(",")}`);
      const table = page.getByRole("table");
      const names = table.getByRole("columnheader").getByRole("link");
      await expect(names).toHaveCount(3);
      const [first, second, third] = [names.nth(0), names.nth(1), names.nth(2)];

      // The first screen: two whole names, side by side, and the cue that there is a third.
      expect(await onScreen(page, first)).toBe(true);
      expect(await onScreen(page, second)).toBe(true);
      expect(apart(await box(first), await box(second))).toBe(true);
      expect(await whole(first)).toBe(true);
      expect(await whole(second)).toBe(true);
      expect(await besideScreen(page, third)).toBe(true);
      const cue = page.getByText(await position(page, lang, "comparePage.pager.position", 1, 3));
      await expect(cue).toBeVisible();
      // The row headings are lines of their own, on the screen whichever tools show.
      const rating = headingLine(
        table.getByRole("rowheader", { name: text(lang, "comparePage.rows.rating") }),
      );
      expect(await onScreen(page, rating)).toBe(true);

      await page.getByRole("button", { name: text(lang, "comparePage.pager.next") }).click();
      await expect(
        page.getByText(await position(page, lang, "comparePage.pager.position", 2, 3)),
      ).toBeVisible();
      await expect.poll(() => onScreen(page, third)).toBe(true);
      await expect.poll(() => besideScreen(page, first)).toBe(true);
      expect(await onScreen(page, second)).toBe(true);
      expect(apart(await box(second), await box(third))).toBe(true);
      expect(await onScreen(page, rating)).toBe(true);

      // Down among the last rows, the names stay pinned on the screen.
      const verified = headingLine(
        table.getByRole("rowheader", { name: text(lang, "comparePage.rows.verified") }),
      );
      await scrollTo(verified, table);
      await expect.poll(() => onScreen(page, verified)).toBe(true);
      expect(await onScreen(page, second)).toBe(true);
      expect(await onScreen(page, third)).toBe(true);

      // The keyboard reaches the first tool again: focusing its name brings it in.
      await first.focus();
      await expect.poll(() => onScreen(page, first)).toBe(true);
      await expect(
        page.getByText(await position(page, lang, "comparePage.pager.position", 1, 3)),
      ).toBeVisible();
    });
  }

  test("a swipe towards the start of the line brings the third tool in (ar)", async ({ page }) => {
    await page.goto(`/ar/compare?ids=${TOOLS.join(",")}`);
    const table = page.getByRole("table");
    const third = table.getByRole("columnheader").nth(2).getByRole("link");
    await expect(third).toBeAttached();
    expect(await besideScreen(page, third)).toBe(true);
    // In Arabic the next tool waits on the left: the finger pulls it rightwards.
    await swipe(table, 60, 300);
    await expect.poll(() => onScreen(page, third)).toBe(true);
  });

  test("axe finds nothing on the phone comparison in Arabic", async ({ page }) => {
    await page.goto(`/ar/compare?ids=${TOOLS.join(",")}`);
    await expect(page.getByRole("table")).toBeVisible();
    // Paged to the second and third tool: the first is clipped away, still in the table.
    await page.getByRole("button", { name: text("ar", "comparePage.pager.next") }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe("the alternatives' table on a phone", () => {
  for (const lang of LANGS) {
    test(`shows its columns past the rating column two at a time (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/tool/${WITH_ALTERNATIVES}/alternatives`);
      const table = page.getByRole("table");
      const heading = (key: string) =>
        table.getByRole("columnheader", { name: text(lang, `alternatives.table.${key}`) });
      await heading("rating").scrollIntoViewIfNeeded();
      expect(await onScreen(page, heading("rating"))).toBe(true);
      expect(await onScreen(page, heading("price"))).toBe(true);
      expect(await besideScreen(page, heading("hosting"))).toBe(true);
      await expect(
        page.getByText(await position(page, lang, "alternatives.table.pager.position", 1, 4)),
      ).toBeVisible();
      // Each tool's name is a heading line of its own, on the screen.
      expect(await onScreen(page, headingLine(table.getByRole("rowheader").first()))).toBe(true);

      const next = page.getByRole("button", { name: text(lang, "alternatives.table.pager.next") });
      await next.click();
      await next.click();
      await expect(
        page.getByText(await position(page, lang, "alternatives.table.pager.position", 3, 4)),
      ).toBeVisible();
      await expect.poll(() => onScreen(page, heading("languages"))).toBe(true);
      expect(await onScreen(page, heading("hosting"))).toBe(true);
      await expect.poll(() => besideScreen(page, heading("rating"))).toBe(true);

      const lastRow = headingLine(table.getByRole("rowheader").last());
      await scrollTo(lastRow, table);
      await expect.poll(() => onScreen(page, lastRow)).toBe(true);
      expect(await onScreen(page, heading("languages"))).toBe(true);
      // The page itself never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });
  }
});
