import { describe, expect, it } from "vitest";
import { inIndustryOrder } from "./catalog.ts";

describe("inIndustryOrder", () => {
  it('lists industries in the vocabulary\'s order, "other" last, without changing its input', () => {
    const tags = ["other", "finance", "e-commerce"] as const;
    expect(inIndustryOrder(tags)).toEqual(["e-commerce", "finance", "other"]);
    expect(tags).toEqual(["other", "finance", "e-commerce"]);
  });
});
