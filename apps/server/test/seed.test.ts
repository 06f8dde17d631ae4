import { CATEGORIES, INDUSTRIES, PRICING_MODELS } from "@app/shared/catalog";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { seedDemoData } from "../src/db/seed/seed-demo.ts";
import { seedSyntheticTools } from "../src/db/seed/seed-synthetic.ts";
import { countRows } from "./catalog-fixtures.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe("demo data", () => {
  it("seeds a catalogue covering every category, industry and pricing model, once", async () => {
    expect(await seedDemoData(t.db)).toBe("seeded");
    expect(await seedDemoData(t.db)).toBe("skipped");
    const list = await client(t).get("/api/tools?pageSize=100");
    expect(list.body.total).toBeGreaterThanOrEqual(48);
    const items: { category: string; industryTags: string[]; pricingModel: string }[] =
      list.body.items;
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(items.flatMap((i) => i.industryTags))).toEqual(new Set(INDUSTRIES));
    expect(new Set(items.map((i) => i.pricingModel))).toEqual(new Set(PRICING_MODELS));
    expect(await countRows(t.db, "tool_ratings")).toBeGreaterThan(50);
  });

  it("derives every tool's rating and count from its ratings", async () => {
    await seedDemoData(t.db);
    const drift = await rows<{ id: string }>(sql`
      select s.id from solutions_catalog s
      left join (select solution_id, avg(rating) as a, count(*)::int as n from tool_ratings group by solution_id) r
        on r.solution_id = s.id
      where s.reviews_count <> coalesce(r.n, 0) or abs(s.rating - coalesce(r.a, 0)) > 0.001
    `);
    expect(drift).toEqual([]);
  });
});

describe("synthetic tools", () => {
  it("adds N generated tools with derived ratings, and more on a second run", async () => {
    await seedSyntheticTools(t.db, 300, 120);
    expect(await countRows(t.db, "solutions_catalog")).toBe(300);
    await seedSyntheticTools(t.db, 50);
    expect(await countRows(t.db, "solutions_catalog")).toBe(350);
    const [stats] = await rows<{ rated: number; max: number }>(
      sql`select count(*) filter (where reviews_count > 0)::int as rated, max(rating)::float as max from solutions_catalog`,
    );
    expect(stats?.rated).toBeGreaterThan(100);
    expect(stats?.max).toBeLessThanOrEqual(5);
    const search = await client(t).get("/api/tools?q=invoice&pageSize=5");
    expect(search.body.total).toBeGreaterThan(0);
    // Plans and facts for the price and regional filters' benchmark: a sixth hosted in Saudi.
    const saudi = await client(t).get("/api/tools?hosting=saudi&pageSize=1");
    expect(saudi.body.total).toBeGreaterThanOrEqual(55);
    expect(saudi.body.total).toBeLessThanOrEqual(60);
    const cheap = await client(t).get("/api/tools?priceMax=50&currency=AED&sort=price&pageSize=3");
    expect(cheap.body.total).toBeGreaterThan(0);
    expect(cheap.body.items[0].lowestMonthly).not.toBeNull();
  });
});
