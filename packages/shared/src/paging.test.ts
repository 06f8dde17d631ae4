import { describe, expect, it } from "vitest";
import { z } from "zod";
import { COUNT_CAP, pageCount, searchedPageSchema } from "./paging.ts";

describe("paging", () => {
  it("offers at least one page and a last page for a partial one", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(COUNT_CAP, 20)).toBe(50);
  });

  it("requires a searched page to say whether its count was capped", () => {
    const schema = searchedPageSchema(z.string());
    const page = { items: ["a"], total: 1, page: 1, pageSize: 20 };
    expect(schema.safeParse(page).success).toBe(false);
    expect(schema.parse({ ...page, totalCapped: false })).toEqual({ ...page, totalCapped: false });
  });
});
