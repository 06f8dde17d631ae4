import { expect, test } from "./fixtures.ts";

/**
 * The server's HTML is shown before the browser fetches the app that hydrates it
 * (apps/web/src/boot.ts, ADR 20), and hydrating a page makes no Intl number formatter: its
 * numbers come with the page (apps/web/src/lib/format.ts).
 */

for (const path of ["/marketplace", "/ar/marketplace"]) {
  test(`${path} is drawn before its app is requested, and hydrates with the server's numbers`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const counts = { numberFormats: 0 };
      Object.assign(window, { intlCounts: counts });
      const IntlNumberFormat = Intl.NumberFormat;
      Intl.NumberFormat = class extends IntlNumberFormat {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          counts.numberFormats++;
        }
      } as typeof Intl.NumberFormat;
    });
    await page.goto(path);
    await expect(page.getByRole("list", { name: /./ }).first().locator("li").first()).toBeVisible();

    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => ({ name: entry.name, start: entry.startTime }));
      return {
        paint,
        scripts,
        numberFormats: (window as unknown as { intlCounts: { numberFormats: number } }).intlCounts
          .numberFormats,
      };
    });
    expect(timing.paint).toBeGreaterThan(0);
    const app = timing.scripts.find((script) => /\/assets\/main-[\w-]+\.js$/.test(script.name));
    expect(app, "the app's script (main-*.js) was loaded").toBeDefined();
    // Before the first contentful paint, only the boot entry and Vite's import helper it needs.
    const beforePaint = timing.scripts.filter((script) => script.start < (timing.paint ?? 0));
    expect(beforePaint.length).toBeGreaterThan(0);
    for (const script of beforePaint) {
      expect(new URL(script.name).pathname).toMatch(
        /^\/assets\/(index|preload-helper)-[\w-]+\.js$/,
      );
    }
    expect(app?.start).toBeGreaterThan(timing.paint ?? 0);
    // The ratings, counts and prices of 24 cards were formatted by the server only.
    expect(timing.numberFormats).toBe(0);
  });
}
