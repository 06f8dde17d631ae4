import type { AlternativesResponse } from "@app/shared/alternatives";
import { ar } from "./arabic-texts.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/** A demo tool whose category has other tools. */
const DEMO = "qalam-support-desk";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

async function alternativesOf(
  request: { get: (url: string) => Promise<{ json: () => Promise<unknown> }> },
  lang: "en" | "ar",
) {
  const res = await request.get(`/api/tools/${DEMO}/alternatives?lang=${lang}`);
  return (await res.json()) as AlternativesResponse;
}

test.describe("a tool's alternatives", () => {
  test("an Arabic reader opens them from the tool page, reads the table and compares the best", async ({
    page,
  }) => {
    const { tool, alternatives } = await alternativesOf(page.request, "ar");
    expect(alternatives.length).toBeGreaterThan(1);
    const title = ar("alternatives.title").replace("{{name}}", tool.name);

    // The server's HTML, before any script: the alternatives and the table are in it.
    const html = await (await page.request.get(`/ar/tool/${DEMO}/alternatives`)).text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain(title);
    expect(html).toContain("<table");
    for (const { tool: alternative } of alternatives) expect(html).toContain(alternative.name);

    await page.goto(`/ar/tool/${DEMO}`);
    const link = page.getByRole("link", {
      name: ar("tool.seeAlternatives").replace("{{name}}", tool.name),
    });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/ar/tool/${tool.id}/alternatives$`));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    const list = page.getByRole("list", {
      name: ar("alternatives.listLabel").replace("{{name}}", tool.name),
    });
    await expect(list.getByRole("listitem").filter({ has: page.getByRole("heading") })).toHaveCount(
      alternatives.length,
    );
    const first = alternatives[0];
    if (!first) throw new Error("no alternative");
    await expect(list.getByRole("link", { name: first.tool.name, exact: true })).toHaveAttribute(
      "href",
      `/ar/tool/${first.tool.id}`,
    );

    const table = page.getByRole("table");
    for (const key of ["tool", "rating", "price", "hosting", "languages"]) {
      await expect(
        table.getByRole("columnheader", { name: ar(`alternatives.table.${key}`) }),
      ).toBeVisible();
    }
    // The tool itself first, then each alternative.
    const rows = table.getByRole("rowheader");
    await expect(rows).toHaveCount(alternatives.length + 1);
    await expect(rows.first()).toContainText(tool.name);
    await expect(rows.first()).toContainText(ar("alternatives.table.thisTool"));

    const recorded = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/compare/views"),
    );
    await page.getByRole("link", { name: ar("alternatives.compareThese") }).click();
    await expect(page).toHaveURL(/\/ar\/compare\?ids=/);
    const compared = new URL(page.url()).searchParams.get("ids")?.split(",") ?? [];
    expect(compared).toEqual([tool.id, ...alternatives.slice(0, 3).map((a) => a.tool.id)]);
    const comparison = page.getByRole("table");
    await expect(comparison.getByRole("columnheader", { name: tool.name })).toBeVisible();
    await expect(comparison.getByRole("columnheader", { name: first.tool.name })).toBeVisible();
    // The pair counts ignore the order: the ids go in sorted.
    expect((await recorded).postDataJSON()).toEqual({ ids: [...compared].sort() });
  });

  test("arrive with their data: the browser does not fetch them again", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.includes("/alternatives")) requests.push(request.url());
    });
    await page.goto(`/tool/${DEMO}/alternatives`);
    await expect(page.getByRole("table")).toBeVisible();
    expect(requests.filter((url) => url.includes("/api/"))).toEqual([]);
  });

  test("an unknown tool's alternatives are a 404 with Tool not found", async ({ page }) => {
    const response = await page.goto("/tool/no-such-tool/alternatives");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tool not found");
  });

  for (const lang of ["en", "ar"] as const) {
    test(`axe finds nothing on the page (${lang}), nor on a phone`, async ({ page }) => {
      const prefix = lang === "en" ? "" : "/ar";
      await page.goto(`${prefix}/tool/${DEMO}/alternatives`);
      await expect(page.getByRole("table")).toBeVisible();
      await expectNoAxeViolations(page);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole("table")).toBeVisible();
      // The page itself does not scroll sideways; only the table's own region does.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await expectNoAxeViolations(page);
    });
  }
});
