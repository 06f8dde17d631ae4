import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemo } from "./memo.ts";

afterEach(() => vi.useRealTimers());

describe("memo", () => {
  it("shares one computation between callers until it expires", async () => {
    vi.useFakeTimers();
    const memo = createMemo(1000, 4);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await Promise.all([memo("a", compute), memo("a", compute)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await memo("a", compute)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await memo("a", compute)).toBe(2);
  });

  it("keeps at most maxKeys keys and never keeps a failure", async () => {
    const memo = createMemo(60_000, 2);
    let runs = 0;
    const compute = async () => ++runs;
    await memo("a", compute);
    await memo("b", compute);
    await memo("c", compute);
    expect(await memo("a", compute)).toBe(4);
    await expect(memo("x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo("x", async () => "up")).toBe("up");
  });
});
