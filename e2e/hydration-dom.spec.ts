import { expect, test } from "./fixtures.ts";
import { PUBLIC_ROUTES } from "./routes.ts";

/**
 * Hydration adopts the server's nodes; it should not add any. Two ways it did, each a re-layout
 * of what it touched during a phone's load (issue 12's blocking time):
 * - texts side by side in a component (`{label}: `) are one text node in the server's HTML, which
 *   hydration split by inserting the rest as new nodes;
 * - a node added straight into the hydration gate's fieldset (the toaster, mounted after
 *   hydration) made the browser rebuild the layout of the whole page inside it.
 */
interface Added {
  texts: string[];
  intoGate: string[];
}

const PAGES = [...PUBLIC_ROUTES, "/ar", "/ar/marketplace", "/ar/tool/qalam-support-desk"];

for (const path of PAGES) {
  test(`hydrating ${path} adds no text to the server's HTML and nothing into the gate`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const added: Added = { texts: [], intoGate: [] };
      Object.assign(window, { __added: added });
      let parsed = false;
      document.addEventListener("DOMContentLoaded", () => {
        parsed = true;
      });
      new MutationObserver((records) => {
        if (!parsed) return;
        const hydrating = document.querySelector("#root > fieldset[disabled]") !== null;
        for (const { target, addedNodes } of records) {
          const parent = target as Element;
          for (const node of addedNodes) {
            if (parent.matches?.("#root > fieldset")) added.intoGate.push(node.nodeName);
            if (hydrating && node.nodeType === Node.TEXT_NODE && parent.closest?.("#root")) {
              added.texts.push(`${JSON.stringify(node.textContent)} in <${parent.nodeName}>`);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.locator("#root > fieldset")).not.toHaveAttribute("data-hydrating");
    // The toaster mounts just after hydration: give it its moment.
    await expect(page.locator("section[aria-live]")).toBeAttached();
    const added = await page.evaluate(() => (window as unknown as { __added: Added }).__added);
    expect(added.texts).toEqual([]);
    expect(added.intoGate).toEqual([]);
  });
}
