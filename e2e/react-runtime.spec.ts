import { expect, test } from "./fixtures.ts";

/**
 * The page runs React DOM 19 itself: it registers with the React DevTools hook, as the browser
 * extension sees it (a stand-in hook, installed before any of the page's scripts).
 */
test("React DOM 19 registers with the DevTools hook on a server-rendered page", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const renderers: { version?: string; rendererPackageName?: string }[] = [];
    Object.assign(window, {
      __renderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers: new Map(),
        supportsFiber: true,
        inject: (renderer: { version?: string; rendererPackageName?: string }) =>
          renderers.push(renderer),
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  await page.goto("/marketplace");
  const renderers = await page.evaluate(() =>
    (
      window as unknown as { __renderers: { version?: string; rendererPackageName?: string }[] }
    ).__renderers.map(({ version, rendererPackageName }) => ({ version, rendererPackageName })),
  );
  expect(renderers).toHaveLength(1);
  expect(renderers[0]?.rendererPackageName).toBe("react-dom");
  expect(renderers[0]?.version).toMatch(/^19\./);
});
