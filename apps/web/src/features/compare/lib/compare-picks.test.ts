import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Picks = typeof import("./compare-picks");

/** A fresh module over a storage holding `stored` (the module reads storage once). */
async function picksModule(stored?: string): Promise<Picks> {
  const items = new Map<string, string>();
  if (stored !== undefined) items.set("compare-tools", stored);
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  });
  vi.stubGlobal("window", { addEventListener: vi.fn(), removeEventListener: vi.fn() });
  vi.resetModules();
  return import("./compare-picks");
}

const tool = (n: number) => ({ id: `id-${n}`, name: `Tool ${n}` });

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe("compare picks", () => {
  it("adds a tool, removes it on a second toggle, and keeps the picks in storage", async () => {
    const picks = await picksModule();
    expect(picks.toggleComparePick(tool(1))).toBe("added");
    expect(picks.toggleComparePick(tool(2))).toBe("added");
    expect(JSON.parse(localStorage.getItem("compare-tools") ?? "")).toEqual([tool(1), tool(2)]);
    expect(picks.toggleComparePick(tool(1))).toBe("removed");
    expect(picks.getComparePicks()).toEqual([tool(2)]);
  });

  it("refuses a fifth tool and changes nothing", async () => {
    const picks = await picksModule();
    for (const n of [1, 2, 3, 4]) picks.toggleComparePick(tool(n));
    const listener = vi.fn();
    picks.subscribeToComparePicks(listener);
    expect(picks.toggleComparePick(tool(5))).toBe("full");
    expect(picks.getComparePicks().map((p) => p.id)).toEqual(["id-1", "id-2", "id-3", "id-4"]);
    expect(listener).not.toHaveBeenCalled();
  });

  it("reads the picks of an earlier visit, and tells subscribers of each change", async () => {
    const picks = await picksModule(JSON.stringify([tool(7), tool(8)]));
    expect(picks.getComparePicks()).toEqual([tool(7), tool(8)]);
    const listener = vi.fn();
    picks.subscribeToComparePicks(listener);
    picks.removeComparePick("id-7");
    picks.clearComparePicks();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(picks.getComparePicks()).toEqual([]);
  });

  it("treats malformed storage as no picks, and keeps at most four well-formed ones", async () => {
    for (const stored of ["not json", '{"id":"x"}', "[1,null,{}]"]) {
      expect((await picksModule(stored)).getComparePicks(), stored).toEqual([]);
    }
    const many = [1, 2, 3, 4, 5, 6].map(tool);
    const picks = await picksModule(JSON.stringify([{ id: 9 }, ...many]));
    expect(picks.getComparePicks()).toEqual(many.slice(0, 4));
  });
});
