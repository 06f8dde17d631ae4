import { z } from "zod";

/**
 * A searched list counts its matches up to this many and then says "more than": an exact count
 * of every row a common word matches costs more than the page itself (docs/performance.md).
 */
export const COUNT_CAP = 1000;

/** One page of a list paged and counted in SQL. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/**
 * One page of a searched list: `total` stops at {@link COUNT_CAP}, and `totalCapped` says that
 * more rows match than were counted.
 */
export function searchedPageSchema<Item extends z.ZodType>(item: Item) {
  return pageSchema(item).extend({ totalCapped: z.boolean() });
}

/** Pages a pager offers for `total` rows (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
