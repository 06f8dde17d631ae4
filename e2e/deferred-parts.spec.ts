import { expect, test } from "./fixtures.ts";
import { holdPart } from "./hold-part.ts";

/**
 * The filters' selects and the language menu load just after hydration; a stand-in shows meanwhile
 * (apps/web/src/lib/use-deferred-component.ts). A keyboard user on the stand-in when the part
 * arrives keeps the focus, and a press made meanwhile is answered on arrival.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

test("a focused filter keeps the focus when its select arrives, and then opens with the keyboard", async ({
  page,
}) => {
  const release = await holdPart(page, "filter-listbox");
  await page.goto("/marketplace");
  const category = page.getByRole("combobox", { name: "Category" });
  // The desktop panel itself is a lazy part that takes input once mounted; the select inside it
  // is the part held here.
  await expect(category).toBeEnabled();
  await page.getByRole("searchbox", { name: "Search AI solutions" }).focus();
  await page.keyboard.press("Tab");
  await expect(category).toBeFocused();
  await expect(category).toHaveAttribute("data-stand-in");

  release();
  await expect(category).not.toHaveAttribute("data-stand-in");
  await expect(category).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("listbox")).toBeVisible();
});

test("a filter pressed before its select arrives opens on arrival", async ({ page }) => {
  const release = await holdPart(page, "filter-listbox");
  await page.goto("/marketplace");
  const pricing = page.getByRole("combobox", { name: "Pricing model" });
  await expect(pricing).toBeEnabled();
  await pricing.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toHaveCount(0);

  release();
  await expect(page.getByRole("listbox")).toBeVisible();
  await expect(page.getByRole("option", { name: "Freemium" })).toBeVisible();
});

test("the focused language button keeps the focus when its menu arrives", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdPart(page, "language-dropdown");
  await page.goto("/");
  const button = page.getByRole("button", { name: "Language" });
  await button.focus();
  await expect(button).toHaveAttribute("data-stand-in");

  release();
  await expect(button).not.toHaveAttribute("data-stand-in");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "العربية" })).toBeVisible();
});
