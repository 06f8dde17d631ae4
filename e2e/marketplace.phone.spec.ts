import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/** Each language's address, cookie choice and the texts the test finds things by. */
const LANGUAGES = [
  {
    code: "en",
    prefix: "",
    cookieChoice: "Accept",
    activeFilters: "Active filters",
    removeFilter: "Remove filter: ",
  },
  {
    code: "ar",
    prefix: "/ar",
    cookieChoice: "رفض",
    activeFilters: "عوامل التصفية المفعّلة",
    removeFilter: "إزالة عامل التصفية: ",
  },
  {
    code: "hi",
    prefix: "/hi",
    cookieChoice: "स्वीकार करें",
    activeFilters: "चालू फ़िल्टर",
    removeFilter: "फ़िल्टर हटाएँ: ",
  },
] as const;

/** A search the demo catalogue answers in every language. */
const SEARCH = "chatbot";

/** The number in a localized text (Arabic-Indic and Devanagari digits read as 0-9). */
function numberIn(text: string): number {
  const latin = text.replace(/[\u0660-\u0669\u0966-\u096f]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) & 0xf),
  );
  const match = /\d[\d,]*/.exec(latin);
  if (!match) throw new Error(`no number in "${text}"`);
  return Number(match[0].replace(/,/g, ""));
}

/** The top of the fixed bar at the bottom of a phone's screen (the viewport's bottom without one). */
function bottomBarTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bars = [...document.querySelectorAll("aside *")].filter((element) => {
      const box = element.getBoundingClientRect();
      return getComputedStyle(element).position === "fixed" && box.width > window.innerWidth / 2;
    });
    return Math.min(window.innerHeight, ...bars.map((bar) => bar.getBoundingClientRect().top));
  });
}

async function expectFirstCardOnFirstScreen(page: Page) {
  const card = page.locator("main article").first();
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  const barTop = await bottomBarTop(page);
  expect(barTop).toBeLessThan(844);
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height, "the first card ends above the fixed bottom bar").toBeLessThanOrEqual(
    barTop,
  );
}

for (const language of LANGUAGES) {
  test.describe(`marketplace on a phone (${language.code})`, () => {
    test("the first whole card is on the first screen, with and without a search", async ({
      page,
    }) => {
      await page.goto(`${language.prefix}/marketplace`);
      await page.getByRole("button", { name: language.cookieChoice, exact: true }).click();
      await expect(
        page.getByRole("button", { name: language.cookieChoice, exact: true }),
      ).toBeHidden();
      await expectFirstCardOnFirstScreen(page);

      await page.goto(`${language.prefix}/marketplace?q=${SEARCH}`);
      await expect(page.getByRole("searchbox")).toHaveValue(SEARCH);
      await expectFirstCardOnFirstScreen(page);
    });

    test("filters open in a sheet that counts its tools, apply to the URL and show as chips", async ({
      page,
      request,
    }) => {
      await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
      await page.goto(`${language.prefix}/marketplace`);
      const lang = language.code === "en" ? "" : `&lang=${language.code}`;
      const all = await (await request.get(`/api/tools?sort=featured${lang}`)).json();

      await page.getByTestId("open-filters").click();
      const sheet = page.getByRole("dialog");
      await expect(sheet).toBeVisible();
      const apply = sheet.getByTestId("apply-filters");
      // The count on the button is the list's total for the filters chosen (none yet).
      await expect(apply).toHaveAttribute("data-count", String(all.total));
      await expect(apply).toHaveAttribute("aria-busy", "false");
      expect(numberIn((await apply.textContent()) ?? "")).toBe(all.total);
      if (language.code !== "en") await expect(apply).not.toContainText(/[A-Za-z]/);
      await expectNoAxeViolations(page);

      // The first category offered (after "All"), with the count its facet gives.
      await sheet.getByRole("combobox").first().click();
      const option = page.getByRole("option").nth(1);
      const optionText = (await option.textContent()) ?? "";
      const categoryLabel = optionText.replace(/\s*\([^)]*\)\s*$/, "");
      const facetCount = numberIn(/\(([^)]*)\)\s*$/.exec(optionText)?.[1] ?? "");
      expect(facetCount).toBeLessThan(all.total);
      await option.click();
      await expect(apply).toHaveAttribute("data-count", String(facetCount));
      await expect(apply).toHaveAttribute("aria-busy", "false");

      await apply.click();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(/[?&]category=/);
      const category = new URL(page.url()).searchParams.get("category") ?? "";
      const filtered = await (
        await request.get(
          `/api/tools?category=${encodeURIComponent(category)}&sort=featured${lang}`,
        )
      ).json();
      expect(facetCount, "the sheet's count is the list's total for the filter").toBe(
        filtered.total,
      );
      await expect(page.locator("main article")).toHaveCount(
        Math.min(filtered.total, filtered.pageSize),
      );

      // The Filters button counts the filter now on.
      expect(numberIn((await page.getByTestId("open-filters").textContent()) ?? "")).toBe(1);

      const chips = page.getByRole("list", { name: language.activeFilters });
      const chip = chips.getByRole("button", {
        name: `${language.removeFilter}${categoryLabel}`,
        exact: true,
      });
      await expect(chip).toBeVisible();
      await chip.focus();
      await page.keyboard.press("Enter");
      await expect(page).not.toHaveURL(/[?&]category=/);
      await expect(chips).toBeHidden();
      await expect(page.locator("main article")).toHaveCount(Math.min(all.total, all.pageSize));
    });
  });
}
