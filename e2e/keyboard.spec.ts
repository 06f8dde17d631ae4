import type { Locator, Page } from "@playwright/test";
import { expect, newAccount, signUpViaForm, test } from "./fixtures.ts";
import { confirmEmail } from "./mailbox.ts";

/**
 * Everything a visitor does here is done with the keyboard alone (keyboard.press / type): no
 * clicks. Setting up an account may use the shared sign-up helper.
 */

test.describe.configure({ timeout: 90_000 });

async function prepare(page: Page, { lang = "en", consent = true } = {}) {
  await page.addInitScript(
    ({ lang, consent }) => {
      localStorage.setItem("language", lang);
      if (consent) localStorage.setItem("cookie-consent", "accepted");
      else localStorage.removeItem("cookie-consent");
    },
    { lang, consent },
  );
}

/** Presses Tab (or Shift+Tab) until `target` has focus. */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  await expect(target).toBeAttached();
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

/** A select's list is open with its chosen option focused, as it opens from the keyboard. */
async function expectListboxOpen(page: Page) {
  await expect(page.getByRole("listbox")).toBeVisible();
  await expect(page.getByRole("option", { selected: true })).toBeFocused();
}

/** The focused element shows a keyboard focus indicator: an outline or a ring. */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      focusVisible: element.matches(":focus-visible"),
      outline: computed.outlineStyle !== "none" && Number.parseFloat(computed.outlineWidth) >= 2,
      ring: computed.boxShadow !== "none",
    };
  });
  expect(style.focusVisible, "matches :focus-visible").toBe(true);
  expect(style.outline || style.ring, "has a visible outline or ring").toBe(true);
}

/** aria-invalid is set and aria-describedby points at the visible message. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const texts = await Promise.all(
    ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()),
  );
  expect(texts).toContain(message);
  await expect(field.page().getByText(message).first()).toBeVisible();
}

async function reviewedToolPath(page: Page): Promise<string> {
  const response = await page.request.get("/api/tools?sort=reviews");
  const body = (await response.json()) as { items: { id: string }[] };
  return `/tool/${body.items[0]?.id}`;
}

test.describe("keyboard only", () => {
  for (const [lang, skipText] of [
    ["en", "Skip to content"],
    ["ar", "انتقل إلى المحتوى"],
  ] as const) {
    test(`the skip link comes first and moves focus into main (${lang})`, async ({ page }) => {
      await prepare(page, { lang });
      await page.goto("/marketplace");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: skipText });
      await expectFocusRing(skip);
      const box = await skip.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(40);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      await page.keyboard.press("Tab");
      await expectFocusRing(page.getByRole("searchbox"));
    });
  }

  test("language menu: Enter opens, arrows move, Enter selects, Escape closes", async ({
    page,
  }) => {
    await prepare(page);
    await page.goto("/marketplace");
    const trigger = page.getByRole("button", { name: /^Language/ });
    await tabTo(page, trigger);
    await expectFocusRing(trigger);

    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "English" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    const arabic = page.getByRole("menuitem", { name: "العربية" });
    await expectFocusRing(arabic);
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("button", { name: /^اللغة/ })).toBeFocused();

    await page.keyboard.press(" ");
    await expect(menu).toBeVisible();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: /^اللغة/ })).toBeFocused();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  });

  test("signed-in user menu: Dashboard, then Sign Out", async ({ page }) => {
    const account = newAccount("kbd-menu");
    await signUpViaForm(page, account, "business");
    await page.goto("/marketplace");
    const trigger = page.getByRole("button", { name: account.name });
    await tabTo(page, trigger);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/business$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await tabTo(page, trigger);
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  });

  test("phone: the menu toggle reports aria-expanded and Escape closes it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await prepare(page);
    await page.goto("/marketplace");
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    await tabTo(page, toggle);
    await expectFocusRing(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Marketplace" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press(" ");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await tabTo(page, menu.getByRole("link", { name: "Digital Maturity" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/digital-maturity$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("phone: a focused control is never hidden behind the fixed bars", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await prepare(page);
    await page.goto("/marketplace");
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    let previous = "the skip link's target";
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press("Tab");
      const covered = await page.evaluate((previous) => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return `nothing focused after ${previous}`;
        const rect = focused.getBoundingClientRect();
        const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
        const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
        const onTop = document.elementFromPoint(x, y);
        return onTop && (focused.contains(onTop) || onTop.contains(focused))
          ? null
          : `${focused.outerHTML.slice(0, 80)} is under ${onTop?.outerHTML.slice(0, 80)}`;
      }, previous);
      expect(covered).toBeNull();
      previous = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "");
    }
  });

  test("marketplace: search, filters, sort and pagination", async ({ page }) => {
    await prepare(page);
    await page.goto("/marketplace");
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const search = page.getByRole("searchbox", { name: "Search AI solutions" });
    await expectFocusRing(search);
    await page.keyboard.type("chatbot");
    await expect(page).toHaveURL(/[?&]q=chatbot/);
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Backspace");
    await expect(page).not.toHaveURL(/[?&]q=/);

    const category = page.getByRole("combobox", { name: "Category" });
    await page.keyboard.press("Tab");
    await expectFocusRing(category);
    await page.keyboard.press("Enter");
    await expectListboxOpen(page);
    await page.keyboard.press("ArrowDown");
    await expectFocusRing(page.getByRole("option").nth(1));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(page).toHaveURL(/[?&]category=/);
    await expect(category).toBeFocused();
    await expect(category).not.toContainText("All Categories");

    const sort = page.getByRole("combobox", { name: "Sort by" });
    await tabTo(page, sort);
    await page.keyboard.press("Space");
    await expectListboxOpen(page);
    await page.keyboard.press("End");
    await expect(page.getByRole("option", { name: "Lowest price" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("option", { name: "Name A-Z" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]sort=name/);

    // The regional filters: a select with its counts, and the Hindi checkbox.
    const hosting = page.getByRole("combobox", { name: "Data hosted in" });
    await tabTo(page, hosting);
    await expectFocusRing(hosting);
    await page.keyboard.press("Enter");
    await expectListboxOpen(page);
    // Radix puts the focus back on the chosen option when it places the list again (its scroll
    // buttons appear, or the counts change while it is open): an ArrowDown that lands before
    // that is undone, so it is pressed until the next option holds the focus.
    const firstRegion = page.getByRole("option").nth(1);
    await expect(async () => {
      if (!(await firstRegion.evaluate((option) => option === document.activeElement)))
        await page.keyboard.press("ArrowDown");
      await expect(firstRegion).toBeFocused({ timeout: 500 });
    }).toPass();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]hosting=/);
    await expect(hosting).toBeFocused();
    const hindi = page.getByRole("checkbox", { name: "Supports Hindi" });
    await tabTo(page, hindi);
    await expectFocusRing(hindi);

    const verified = page.getByRole("checkbox", { name: "Verified only" });
    await tabTo(page, verified);
    await expectFocusRing(verified);
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/[?&]verified=true/);

    const clear = page.getByRole("button", { name: "Clear filters" });
    await tabTo(page, clear);
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/category=|verified=|sort=|hosting=/);

    const next = page.getByRole("button", { name: "Next", exact: true });
    await tabTo(page, next, { max: 200 });
    await expectFocusRing(next);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  for (const [lang, forward] of [
    ["en", "ArrowRight"],
    ["ar", "ArrowLeft"],
  ] as const) {
    test(`tool tabs follow the arrow keys (${lang})`, async ({ page }) => {
      await prepare(page, { lang });
      await page.goto(await reviewedToolPath(page));
      const tabs = page.getByRole("tab");
      await expect(tabs).toHaveCount(4);
      await tabTo(page, tabs.first());
      await expectFocusRing(tabs.first());
      await page.keyboard.press(forward);
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("End");
      await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press(forward);
      await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("End");
      await expect(tabs.nth(3)).toBeFocused();
      await page.keyboard.press("Home");
      await expect(tabs.nth(0)).toBeFocused();
      await page.keyboard.press(forward);
      await expect(tabs.nth(1)).toBeFocused();
      await page.keyboard.press(forward);
      await expect(tabs.nth(2)).toBeFocused();
      await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("tabpanel")).toBeFocused();
    });
  }

  test("favourite toggle and review dialog", async ({ page }) => {
    const reviewer = newAccount("kbd-review");
    await signUpViaForm(page, reviewer, "business");
    await confirmEmail(page.request, reviewer.email);
    await page.evaluate(() => localStorage.setItem("cookie-consent", "accepted"));
    await page.goto(await reviewedToolPath(page));

    const favorite = page.getByRole("button", { name: /Favorites$/ });
    await tabTo(page, favorite);
    await expect(favorite).toHaveAttribute("aria-pressed", "false");
    // Busy (aria-disabled) until the session and the saved list have loaded.
    await expect(favorite).not.toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Added to favorites")).toBeVisible();
    await expect(favorite).toHaveAttribute("aria-pressed", "true");
    await expect(favorite).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Removed from favorites")).toBeVisible();
    await expect(favorite).toHaveAttribute("aria-pressed", "false");

    const tabs = page.getByRole("tab");
    await tabTo(page, tabs.first());
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Reviews" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const write = page.getByRole("button", { name: "Write a Review" });
    await tabTo(page, write);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Write a Review" });
    await expect(dialog).toBeVisible();
    // The dialog moves focus into itself as it opens (an effect after its first paint).
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    const firstStar = dialog.getByRole("radio", { name: "1 star", exact: true });
    await expectFocusRing(firstStar);
    await page.keyboard.press("Space");
    await expect(firstStar).toBeChecked();
    // Held briefly, as a person presses keys: Radix checks a radio when focus arrives while an
    // arrow key is down.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowRight", { delay: 50 });
    await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(write).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(firstStar).toBeFocused();
    await page.keyboard.press("Space");
    for (let step = 0; step < 4; step += 1) await page.keyboard.press("ArrowRight", { delay: 50 });
    await expect(dialog.getByRole("radio", { name: "5 stars" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("textbox")).toBeFocused();
    await page.keyboard.type("Works well from the keyboard.");
    await tabTo(page, dialog.getByRole("button", { name: "Submit Review" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Rating submitted")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Update Your Review" })).toBeFocused();
    await expect(page.getByText("Works well from the keyboard.")).toBeVisible();
  });

  test("consultation form: errors announced, then sent with Enter", async ({ page }) => {
    await prepare(page);
    await page.goto("/consultation");
    const name = page.getByRole("textbox", { name: "Full Name" });
    await tabTo(page, name);
    await expectFocusRing(name);
    await page.keyboard.press("Enter");
    await expectFieldError(name, "Please enter your full name.");
    await expect(name).toBeFocused();

    await page.keyboard.type("Keyboard Visitor");
    await page.keyboard.press("Tab");
    const email = page.getByRole("textbox", { name: "Email" });
    await expect(email).toBeFocused();
    await page.keyboard.type("not-an-email");
    await page.keyboard.press("Enter");
    await expectFieldError(email, "Please enter a valid email address.");
    await expect(email).toBeFocused();
    await page.keyboard.press("Control+A");
    await page.keyboard.type(newAccount("kbd-consult").email);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Consultation Request Submitted!")).toBeVisible();
    // The request ends on its confirmation, focused; "Send another request" brings an empty form.
    await expect(page.getByRole("heading", { level: 2, name: "Request received" })).toBeFocused();
    await tabTo(page, page.getByRole("button", { name: "Send another request" }));
    await page.keyboard.press("Enter");
    await expect(name).toHaveValue("");
  });

  test("auth: tabs by arrow keys, errors announced, sign-up sent with Enter", async ({ page }) => {
    await prepare(page);
    await page.goto("/auth");
    const signInTab = page.getByRole("tab", { name: "Sign In" });
    await tabTo(page, signInTab);
    await expect(signInTab).toHaveAttribute("aria-selected", "true");

    const email = page.getByRole("textbox", { name: "Email" });
    await tabTo(page, email);
    await page.keyboard.press("Enter");
    await expectFieldError(email, "Please enter a valid email address.");

    await tabTo(page, signInTab, { backwards: true });
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page).toHaveURL(/tab=signup/);

    const account = newAccount("kbd-auth");
    const fullName = page.getByRole("textbox", { name: "Full Name" });
    await tabTo(page, fullName);
    await page.keyboard.press("Enter");
    await expectFieldError(fullName, "Full name is required.");
    await page.keyboard.type(account.name);
    await page.keyboard.press("Tab");
    await page.keyboard.type(account.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(account.password);
    await page.keyboard.press("Tab");
    await page.keyboard.type(account.password);
    const business = page.getByRole("radio", { name: /Business/ });
    await tabTo(page, business);
    await expectFocusRing(business);
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /Vendor/ })).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Create Account" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Account created!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/vendor$/);
  });

  test("cookie banner: reached early, Accept with Enter, Decline with Space", async ({ page }) => {
    await prepare(page, { consent: false });
    await page.goto("/marketplace");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Learn more about cookies" })).toBeFocused();
    const accept = banner.getByRole("button", { name: "Accept" });
    await tabTo(page, accept, { max: 5 });
    await expectFocusRing(accept);
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");

    await page.evaluate(() => localStorage.removeItem("cookie-consent"));
    await page.reload();
    await expect(banner).toBeVisible();
    await tabTo(page, banner.getByRole("button", { name: "Decline" }), { max: 5 });
    await page.keyboard.press("Space");
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
  });

  test("footer links show a light focus ring on the dark footer", async ({ page }) => {
    await prepare(page);
    await page.goto("/marketplace");
    const privacy = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
    await tabTo(page, privacy, { max: 10, backwards: true });
    await expectFocusRing(privacy);
    const color = await privacy.evaluate((element) => getComputedStyle(element).outlineColor);
    expect(color).toBe("rgb(255, 255, 255)");
  });
});
