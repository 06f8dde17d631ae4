import { expect, test } from "./fixtures.ts";
import { PUBLIC_ROUTES } from "./routes.ts";

/**
 * A signed-out visitor is not an error: no public page may log one, not even a failed request
 * (the shared fixture forgives expected 4xx answers elsewhere; this test forgives nothing).
 */
for (const language of ["en", "ar"] as const) {
  test(`no console error or failed request on any public page, signed out (${language})`, async ({
    page,
  }) => {
    // Fourteen pages, each loaded and settled: more than the default budget of one test.
    test.setTimeout(90_000);
    await page.addInitScript((lang) => localStorage.setItem("language", lang), language);
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(`${page.url()}: ${msg.text()}`);
    });
    page.on("response", (res) => {
      if (res.status() >= 400) errors.push(`${page.url()}: ${res.status()} ${res.url()}`);
    });
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1 }).first(), route).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    expect(errors).toEqual([]);
  });
}
