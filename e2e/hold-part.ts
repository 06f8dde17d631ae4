import type { Page } from "@playwright/test";

/**
 * Holds the script of a part (the chunk `/assets/<name>-<hash>.js`) until the returned function
 * is called: what the page does while a part's code has not arrived.
 */
export async function holdPart(page: Page, name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}
