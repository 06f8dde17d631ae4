import { expect, test } from "./fixtures.ts";

/**
 * An address whose path starts with two slashes (or a backslash, or their percent-encoded forms)
 * after the language prefix must never send the reader to another site: not the browser's
 * redirect to the reader's chosen language (app/language-redirect.ts), not the language menu,
 * not the server's redirect by the language cookie (docs/security.md, issue 35 defect 2).
 */

/** Each address, and where an English reader ends up: always a page of this site. */
const ADDRESSES = [
  // Another language's address: the browser sends the reader to the English one, on this site.
  ["/ar//example.org/", "/example.org/"],
  ["/hi//example.org/x", "/example.org/x"],
  ["/ar/%2F%2Fexample.org", "/example.org"],
  // Already English: no redirect, this site's page for an unknown address.
  ["//example.org/", "//example.org/"],
] as const;

test.describe("a reader who chose English", () => {
  for (const [address, landing] of ADDRESSES) {
    test(`opening ${address} stays on this site`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL as string).origin;
      const hosts = new Set<string>();
      page.on("request", (request) => hosts.add(new URL(request.url()).host));
      await page.addInitScript(() => localStorage.setItem("language", "en"));
      await page.goto(`${origin}${address}`);
      // The app has loaded and done whatever redirect it does: the page is English.
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(new URL(page.url()).origin).toBe(origin);
      expect(new URL(page.url()).pathname).toBe(landing);
      expect([...hosts]).toEqual([new URL(origin).host]);
    });
  }
});

test("the server's redirect by the language cookie stays on this site", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  const response = await request.get(`${origin}//example.org/`, {
    headers: { Cookie: "lang=ar" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const location = response.headers().location as string;
  expect(new URL(location, origin).origin).toBe(origin);
  expect(location).toBe("/ar/example.org/");
});

test("the language menu on such an address stays on this site", async ({ page, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  await page.goto(`${origin}/ar//example.org/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.getByRole("button", { name: /^اللغة/ }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(new URL(page.url()).origin).toBe(origin);
  expect(new URL(page.url()).pathname).toBe("/example.org/");
});
