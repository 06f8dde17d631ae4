import { expect, test } from "./fixtures.ts";
import { PUBLIC_ROUTES } from "./routes.ts";

test("switching to Arabic sets dir=rtl and survives a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitem", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
});

test("Hindi is offered and sets lang=hi", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitem", { name: "हिन्दी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("an unsupported stored language falls back to English", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("language", "fr"));
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the cookie banner keeps the visitor's choice", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Accept" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
});

test("closing the cookie banner counts as declined", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await banner.getByRole("button", { name: "Close" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("declined");
});

test("the 404 page shows the missing path and logs it", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") logged.push(msg.text());
  });
  await page.goto("/no/such/page");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByText("/no/such/page")).toBeVisible();
  // The server's HTML shows the page before the browser's code runs and logs it.
  await expect.poll(() => logged.some((line) => line.includes("/no/such/page"))).toBe(true);
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("every route of the spec renders a page with a heading", async ({ page }) => {
  // Every public route in one test: three times the usual time on a loaded machine.
  test.slow();
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 }).first(), route).toBeVisible();
    // The 404 page has an h1 too: a route missing from the router must not pass.
    await expect(
      page.getByRole("heading", { level: 1, name: "404", exact: true }),
      route,
    ).toHaveCount(0);
    await expect(page.getByText("Page Loading Error")).toHaveCount(0);
  }
});

test("navbar links and the footer's legal links go where their names say", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation").getByRole("link", { name: "Marketplace" }).first().click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
});
