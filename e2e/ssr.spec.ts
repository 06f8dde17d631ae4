import { readFileSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { PUBLIC_ROUTES } from "./routes.ts";

/**
 * The server renders every public page in the language of its address; the browser hydrates
 * it without a mismatch (fixtures.ts fails a test on any console error, React's included) and
 * without fetching the page's data again.
 */

const arabicSeo = JSON.parse(
  readFileSync(new URL("../packages/shared/src/route-meta/ar.json", import.meta.url), "utf8"),
) as { pages: { marketplace: { title: string } } };
const ARABIC_MARKETPLACE = arabicSeo.pages.marketplace.title.split(" | ")[0] as string;
const arabicNav = (
  JSON.parse(readFileSync(new URL("../apps/web/src/locales/ar.json", import.meta.url), "utf8")) as {
    nav: { marketplace: string };
  }
).nav;

/** A page as a crawler or a browser before any script sees it: JavaScript off. */
async function withoutScripts(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const prefix of ["", "/ar"]) {
  test(`the server's HTML of every public page has its heading and content (${prefix || "en"})`, async ({
    browser,
  }) => {
    const { page, close } = await withoutScripts(browser);
    for (const route of PUBLIC_ROUTES) {
      const path = `${prefix}${route === "/" && prefix ? "" : route}`;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html"), path).toHaveAttribute("lang", prefix ? "ar" : "en");
      await expect(page.locator("html"), path).toHaveAttribute("dir", prefix ? "rtl" : "ltr");
      const heading = page.getByRole("heading", { level: 1 }).first();
      await expect(heading, path).toBeVisible();
      expect((await heading.textContent())?.trim().length, path).toBeGreaterThan(3);
      const text = (await page.locator("main").textContent()) ?? "";
      expect(text.length, `${path} main content`).toBeGreaterThan(150);
      if (prefix) expect(text, path).toMatch(/[\u0600-\u06FF]{3}/);
    }
    await close();
  });
}

test("the marketplace and a tool page arrive with their data, and the browser does not fetch it again", async ({
  page,
  browser,
}) => {
  const { items } = (await (await page.request.get("/api/tools?sort=rating")).json()) as {
    items: { id: string; name: string }[];
  };
  const tool = items[0];
  if (!tool) throw new Error("no seeded tool");

  const bare = await withoutScripts(browser);
  await bare.page.goto("/marketplace?sort=rating");
  await expect(bare.page.getByRole("heading", { name: tool.name }).first()).toBeVisible();
  // Until the page's code runs, its controls take nothing they could not answer.
  await expect(bare.page.getByRole("searchbox")).toBeDisabled();
  await bare.page.goto(`/tool/${tool.id}`);
  await expect(bare.page.getByRole("heading", { level: 1 })).toHaveText(tool.name);
  await bare.close();

  const catalogueCalls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/tools" || url.pathname.startsWith("/api/tools/"))
      catalogueCalls.push(url.pathname + url.search);
  });
  await page.goto("/marketplace?sort=rating");
  await expect(page.getByRole("heading", { name: tool.name }).first()).toBeVisible();
  await expect(page.getByRole("searchbox")).toBeEnabled();
  await page.goto(`/tool/${tool.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tool.name);
  await page.waitForLoadState("networkidle");
  expect(catalogueCalls).toEqual([]);
  // Hydrated: the page answers clicks (the tabs are React's).
  await page.getByRole("tab").nth(1).click();
  await expect(page.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
});

test("an Arabic page keeps its links in Arabic, and the language menu moves the page's address", async ({
  page,
}) => {
  await page.goto("/ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page
    .getByRole("banner")
    .getByRole("link", { name: arabicNav.marketplace, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ar\/marketplace$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARABIC_MARKETPLACE);

  await page.getByRole("button", { name: /^اللغة/ }).click();
  await page.getByRole("menuitem", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/marketplace$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/hi\/marketplace$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
    "href",
    /\/ar\/marketplace$/,
  );
  // Remembered: an address without a language opens in Hindi.
  await page.goto("/about");
  await expect(page).toHaveURL(/\/hi\/about$/);

  await page.getByRole("button", { name: /^भाषा/ }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).not.toHaveURL(/\/hi\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a language chosen in storage only (before addresses had one) still opens in it", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("language", "ar"));
  await page.goto("/mission");
  await expect(page).toHaveURL(/\/ar\/mission$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("ar");
});

/** How the app reports what React recovered from, a mismatch included (app/hydrate-app.tsx). */
const RECOVERED = "React recovered from an error";

for (const { where, rewrite } of [
  {
    // The server's heading turned into another element on the way: the hydrating render finds
    // a <h2> where it renders a <h1>.
    where: "in its heading",
    rewrite: (html: string) => html.replace(/<h1([^>]*)>(.*?)<\/h1>/, "<h2$1>$2</h2>"),
  },
  {
    // The header is a Suspense boundary of its own, which React hydrates after the shell.
    where: "in a Suspense boundary",
    rewrite: (html: string) =>
      html.replace(/<header([^>]*)>/, "<div$1>").replace("</header>", "</div>"),
  },
]) {
  test(`a page whose server HTML differs from the hydrating render ${where} reports it on the console`, async ({
    page,
    consoleErrors,
  }) => {
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    });
    await page.goto("/about");
    await expect
      .poll(() => consoleErrors.filter((text) => text.startsWith(RECOVERED)).length)
      .toBeGreaterThan(0);
    // Reported: nothing else went wrong.
    consoleErrors.splice(0, consoleErrors.length);
  });
}
