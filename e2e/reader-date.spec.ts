import { expect, test } from "./fixtures.ts";

/**
 * A legal page says "Last updated" with today's date. The server's today (UTC here) is another
 * day for a reader far east or west of it; the page must hydrate without a mismatch (the fixture
 * fails on any page error) and show the reader's own date.
 */
test.describe(() => {
  // A zone whose date differs from UTC's right now: +14 h once UTC is past 10:00, else -11 h.
  const timezoneId = new Date().getUTCHours() >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
  test.use({ timezoneId, locale: "en-US" });

  test("the legal pages show the reader's today, hydrated without a mismatch", async ({ page }) => {
    await page.goto("/privacy");
    const shown = page.locator("p", { hasText: "Last updated" }).locator("time");
    const readerToday = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    expect(readerToday).not.toBe(new Date().toISOString().slice(0, 10));
    await expect(shown).toHaveAttribute("datetime", readerToday);
  });
});
