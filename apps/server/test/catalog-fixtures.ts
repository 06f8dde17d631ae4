import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import { solutionsCatalog } from "../src/db/schema/catalog.ts";

type NewTool = typeof solutionsCatalog.$inferInsert;
let n = 0;

/** Inserts a published tool; anything not given gets a plain, unique default. */
export async function insertTool(db: Db, overrides: Partial<NewTool> = {}) {
  n += 1;
  const [row] = await db
    .insert(solutionsCatalog)
    .values({
      slug: `tool-${n}-${Date.now()}`,
      name: `Plain Tool ${n}`,
      category: "Operations & Automation",
      shortDesc: "Automates routine back-office work for small teams.",
      pricingModel: "Monthly Subscription",
      industryTags: ["other"],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("tool not inserted");
  return row;
}

export async function countRows(db: Db, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}
