import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Pager } from "./pager";

const noop = () => {};

/** The rendered buttons, each as [text, disabled]. */
function buttons(html: string): [string, boolean][] {
  return [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map((m) => [
    (m[2] ?? "").replace(/<[^>]+>/g, ""),
    /\sdisabled(=""|\s|$)/.test(m[1] ?? ""),
  ]);
}

describe("Pager", () => {
  it("shows nothing when one page holds every row", () => {
    expect(
      renderToStaticMarkup(<Pager page={1} total={20} pageSize={20} label="Pages" onPage={noop} />),
    ).toBe("");
  });

  it("disables Previous on the first page and Next on the last", () => {
    const first = renderToStaticMarkup(
      <Pager page={1} total={41} pageSize={20} label="Pages" onPage={noop} />,
    );
    expect(first).toContain('aria-label="Pages"');
    expect(first).toContain("dashboard.pager.page");
    expect(buttons(first)).toEqual([
      ["dashboard.pager.previous", true],
      ["dashboard.pager.next", false],
    ]);
    const last = renderToStaticMarkup(
      <Pager page={3} total={41} pageSize={20} label="Pages" onPage={noop} />,
    );
    expect(buttons(last)).toEqual([
      ["dashboard.pager.previous", false],
      ["dashboard.pager.next", true],
    ]);
  });

  it("says 'of more than' for a capped count, and asks for a narrower search on its last page", () => {
    const middle = renderToStaticMarkup(
      <Pager page={2} total={1000} totalCapped pageSize={20} label="Pages" onPage={noop} />,
    );
    expect(middle).toContain("dashboard.pager.pageOfMore");
    expect(middle).not.toContain("dashboard.pager.capped");
    const last = renderToStaticMarkup(
      <Pager page={50} total={1000} totalCapped pageSize={20} label="Pages" onPage={noop} />,
    );
    expect(last).toContain("dashboard.pager.capped");
    expect(buttons(last)[1]).toEqual(["dashboard.pager.next", true]);
  });
});
