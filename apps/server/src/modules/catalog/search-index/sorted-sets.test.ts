import { describe, expect, it } from "vitest";
import { difference, firstK, intersect, union } from "./sorted-sets.ts";

describe("sorted sets", () => {
  it("intersects, unites and subtracts ascending lists", () => {
    expect(intersect([1, 3, 5, 7], [3, 4, 5, 8])).toEqual([3, 5]);
    expect(union([1, 3, 5], [2, 3, 9])).toEqual([1, 2, 3, 5, 9]);
    expect(difference([1, 2, 3, 4], [2, 4, 6])).toEqual([1, 3]);
    expect(intersect([], [1])).toEqual([]);
    expect(union([], [])).toEqual([]);
  });

  it("keeps the first k in order, whether it sorts or uses the heap", () => {
    const items = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
    const byValue = (a: number, b: number) => a - b;
    expect(firstK(items, 5, byValue)).toEqual([0, 1, 2, 3, 4]);
    expect(firstK(items, 600, byValue)).toEqual(Array.from({ length: 600 }, (_, i) => i));
    expect(firstK(items, 0, byValue)).toEqual([]);
    expect(firstK([3, 1], 5, byValue)).toEqual([1, 3]);
  });
});
