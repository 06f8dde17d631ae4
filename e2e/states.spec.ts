import type { Page } from "@playwright/test";
import { ar } from "./arabic-texts.ts";
import { expect, test } from "./fixtures.ts";
import { holdPart } from "./hold-part.ts";
import { recordedShifts, recordShiftsFromNow, recordShiftsOfNextLoads } from "./layout-shifts.ts";

// Issue 47 on a desktop screen: the tool page's loading state, page edges, the cookie banner and
// the sign-up form's first messages.

const DESKTOP = { width: 1366, height: 900 };

const accepted = (page: Page) =>
  page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));

test("a tool opened from a card shows its skeleton and nothing on screen moves (CLS 0)", async ({
  page,
}) => {
  await accepted(page);
  await page.setViewportSize(DESKTOP);
  // The tool's detail arrives late, so its skeleton shows and the swap is measured too.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/tools\/[^/?]+(\?[^/]*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/marketplace");
  // The header's buttons arrive with the session, after hydration: measure from then on.
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  const card = page.getByRole("article").first();
  const name = (await card.getByRole("heading", { level: 2 }).textContent())?.trim() ?? "";
  await recordShiftsFromNow(page);

  await card.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/tool\//);
  const skeleton = page.getByTestId("tool-skeleton");
  await expect(skeleton).toBeVisible();
  // The skeleton keeps the footer off the screen: nothing can jump up.
  const footerTop = await page.locator("footer").evaluate((f) => f.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThanOrEqual(DESKTOP.height);
  await page.waitForTimeout(600);
  release();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  await page.waitForTimeout(800);
  // Every shift counts, even those within half a second of the click.
  expect(await recordedShifts(page), "layout shifts during the navigation").toEqual([]);
});

test("a tool page whose side-card price arrives late keeps the server's price in place (CLS 0)", async ({
  page,
  request,
}) => {
  await accepted(page);
  const { items } = (await (await request.get("/api/tools?sort=reviews&pageSize=1")).json()) as {
    items: { id: string }[];
  };
  // The price's code is held until the page has hydrated and rendered again: a boundary still
  // holding the server's price that took that update would drop it until the code arrived.
  const release = await holdPart(page, "tool-price");
  await recordShiftsOfNextLoads(page);
  await page.goto(`/ar/tool/${items[0]?.id}`);
  const price = page.getByRole("complementary").getByTestId("tool-price");
  await expect(price).toBeVisible();
  // The page has hydrated (the gate's mark goes once the browser is next idle after it), and
  // rendered again meanwhile (its titles' texts, the session).
  await expect(page.locator("[data-hydrating]")).toHaveCount(0);
  await page.waitForTimeout(1000);
  await expect(price).toBeVisible();
  release();
  await page.waitForTimeout(800);
  await expect(price).toBeVisible();
  // The header's buttons come with the session, whose render waited for the held code here.
  const inMain = (await recordedShifts(page)).filter((shift) =>
    shift.sources.some((s) => s.startsWith("main")),
  );
  expect(inMain, "layout shifts in the page while the price's code arrived").toEqual([]);
});

test("the quotes band and the footer's divider reach the page's edge, in English and Arabic", async ({
  page,
}) => {
  await accepted(page);
  await page.setViewportSize(DESKTOP);
  for (const path of ["/", "/ar"]) {
    await page.goto(path);
    const edges = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const quotes = document
        .getElementById("home-insights-title")
        ?.closest("section")
        ?.getBoundingClientRect();
      const divider = document.querySelector("footer > div.border-t")?.getBoundingClientRect();
      return { width, quotes, divider };
    });
    for (const [part, box] of Object.entries({ quotes: edges.quotes, divider: edges.divider })) {
      expect(box, `${path} ${part}`).toBeDefined();
      expect(box?.left, `${path} ${part} starts at the edge`).toBe(0);
      expect(box?.right, `${path} ${part} ends at the edge`).toBe(edges.width);
    }
  }
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("the cookie banner covers neither the first stat nor the first card, and leaves no blank under the footer", async ({
  page,
}) => {
  // Four page loads.
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  for (const prefix of ["", "/ar"]) {
    await page.goto(prefix || "/");
    await expect(page.locator("html")).toHaveAttribute("lang", prefix ? "ar" : "en");
    const banner = page.getByRole("region", {
      name: prefix ? ar("cookie.label") : "Cookie consent",
      exact: true,
    });
    await expect(banner).toBeVisible();
    const bannerBox = (await banner.boundingBox()) as Box;
    expect(bannerBox.y, "the banner sits at the window's foot").toBeGreaterThan(DESKTOP.height / 2);
    const stat = page
      .locator("#home-stats-title")
      .locator("xpath=ancestor::section[1]//li")
      .first();
    const statBox = (await stat.boundingBox()) as Box;
    expect(
      overlaps(statBox, bannerBox),
      `${prefix || "/"}: the first stat is clear of the banner`,
    ).toBe(false);

    // No blank band under the footer: the page ends with it, and its last line scrolls clear.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const gap = await page.evaluate(
      () =>
        document.documentElement.scrollHeight -
        (document.querySelector("footer")?.getBoundingClientRect().bottom ?? 0) -
        window.scrollY,
    );
    expect(gap).toBe(0);
    const lastLine = (await page.locator("footer p").last().boundingBox()) as Box;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual((await banner.boundingBox())?.y ?? 0);

    await page.goto(`${prefix}/marketplace`);
    const card = (await page.getByRole("article").first().boundingBox()) as Box;
    const onMarketplace = (await banner.boundingBox()) as Box;
    expect(
      overlaps(card, onMarketplace),
      `${prefix || "/"}: the first card is clear of the banner`,
    ).toBe(false);
  }
});

test("sign-up shows the password's rules from the start and says an empty e-mail is required", async ({
  page,
}) => {
  await accepted(page);
  await page.goto("/auth?tab=signup");
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAccessibleDescription(
    "At least 8 characters; avoid common passwords.",
  );
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Email is required.")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address.")).toHaveCount(0);
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
});
