import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The header and the page's parts are Suspense boundaries, which React hydrates after the page's
 * shell: onto the server's own elements, not drawn again, and each answering once the page is
 * interactive.
 */

const FROM_SERVER = "__fromServer";

/**
 * Opens `path` with the app's scripts held back, marks the server's elements that `selector`
 * finds, then lets the scripts run and waits until the page is interactive. A page of its own:
 * the test's page waits for interactivity on arrival, which a held script never reaches.
 */
async function openMarked(
  context: BrowserContext,
  path: string,
  selector: string,
  { cpuSlowdown = 1 } = {},
) {
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  }
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("footer").waitFor({ state: "attached" });
  const marked = await page.locator(selector).evaluateAll((elements, key) => {
    for (const element of elements) Object.assign(element, { [key]: true });
    return elements.length;
  }, FROM_SERVER);
  release();
  await page.locator("fieldset[data-hydrating]").waitFor({ state: "detached" });
  return { page, marked };
}

/** How many of the elements `selector` finds now are not the server's own. */
function redrawn(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll(
      (elements, key) => elements.filter((element) => !(key in element)).length,
      FROM_SERVER,
    );
}

test("the home page's later sections, footer and quick actions keep the server's elements and work", async ({
  context,
}) => {
  // Parts hydrated later, and parts left as the server's HTML (lib/server-html-part.tsx).
  const parts = "main > section, main > div > section, main > fieldset > section, footer, aside";
  const { page, marked } = await openMarked(context, "/", parts);
  expect(marked).toBeGreaterThanOrEqual(7);
  expect(await redrawn(page, parts)).toBe(0);

  const track = page.locator("section[aria-labelledby=home-insights-title] .transition-transform");
  await expect(track).toHaveAttribute("style", /translateX\(0%\)/);
  await page.getByRole("button", { name: "Show quote 3" }).click();
  await expect(track).toHaveAttribute("style", /translateX\(-200%\)/);

  // A footer link moves within the app, without a full load.
  await page.evaluate(() => Object.assign(window, { stay: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Mission" }).click();
  await expect(page).toHaveURL(/\/mission$/);
  expect(await page.evaluate(() => "stay" in window)).toBe(true);
  await page.close();
});

test("the last marketplace card is the server's, shows the session once known, and answers a press", async ({
  context,
}) => {
  // A phone's slower CPU: the session is known long before the last card's turn. Hydrating that
  // card adopts the server's element as it is, so if it rendered the session then, the heart
  // would keep the server's "busy" for good: the session must wait for the whole page.
  // The page itself is a part, and its cards are parts inside it.
  const parts = "main > div, main search, main ul > li";
  const { page, marked } = await openMarked(context, "/marketplace", parts, {
    cpuSlowdown: 6,
  });
  expect(marked).toBeGreaterThan(12);
  expect(await redrawn(page, parts)).toBe(0);

  const heart = page
    .getByRole("list", { name: "AI solutions" })
    .locator(":scope > li")
    .last()
    .getByRole("button", { name: "Save to favorites" });
  await expect(heart).not.toHaveAttribute("aria-disabled", "true");
  await heart.click();
  await expect(page.getByText("Sign in required")).toBeVisible();
  await page.close();
});

test("a tool page's side card and tabs are the server's and switch", async ({
  context,
  request,
}) => {
  const { items } = (await (await request.get("/api/tools?sort=reviews&pageSize=1")).json()) as {
    items: { id: string }[];
  };
  // The page itself is a part, and its header, side card and tabs are parts inside it.
  const parts = "main > div, main h1, main aside, main [role=tablist]";
  const { page, marked } = await openMarked(context, `/tool/${items[0]?.id}`, parts);
  expect(marked).toBe(4);
  expect(await redrawn(page, parts)).toBe(0);

  const reviews = page.getByRole("tab", { name: /Reviews/ });
  await reviews.click();
  await expect(reviews).toHaveAttribute("aria-selected", "true");
  await page.close();
});
