import { expect, test } from "./fixtures.ts";

/**
 * The page runs React DOM 19 itself: it registers with the React DevTools hook, as the browser
 * extension sees it (a stand-in hook, installed before any of the page's scripts).
 */
test("React DOM 19 registers with the DevTools hook on a server-rendered page", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string; rendererPackageName?: string }>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject(renderer: { version?: string; rendererPackageName?: string }) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  await page.goto("/marketplace");
  const renderers = await page.evaluate(() =>
    [
      ...(
        window as unknown as {
          __REACT_DEVTOOLS_GLOBAL_HOOK__: {
            renderers: Map<number, { version?: string; rendererPackageName?: string }>;
          };
        }
      ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.values(),
    ].map(({ version, rendererPackageName }) => ({ version, rendererPackageName })),
  );
  expect(renderers).toHaveLength(1);
  expect(renderers[0]?.rendererPackageName).toBe("react-dom");
  expect(renderers[0]?.version).toMatch(/^19\./);
});
