import { addDays } from "@app/shared/admin-analytics";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/client.ts";
import { analyticsEvents, solutionsCatalog } from "../src/db/schema/catalog.ts";
import { createTopTools } from "../src/modules/admin/top-tools.ts";
import { signedInAdmin } from "./accounts.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const today = new Date().toISOString().slice(0, 10);
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

async function view(solutionId: string, day: string, n = 1) {
  await t.db.insert(analyticsEvents).values(
    Array.from({ length: n }, () => ({
      eventType: "tool_view",
      solutionId,
      createdAt: noon(day),
    })),
  );
}

/** The same list added up from the raw events, as a check of the kept sums. */
async function naive(from: string, to: string) {
  const result = await t.db.execute(sql`
    select s.id as "solutionId", s.name, s.slug, count(*)::int as views
    from analytics_events e join solutions_catalog s on s.id = e.solution_id
    where e.event_type = 'tool_view'
      and e.created_at >= ${`${from}T00:00:00Z`}::timestamptz
      and e.created_at < ${`${addDays(to, 1)}T00:00:00Z`}::timestamptz
    group by s.id order by views desc, s.name asc limit 10`);
  return rowsOf(result);
}

describe("top tools of a period", () => {
  it("adds today's views to the kept sums of past days at once, ties by name", async () => {
    const admin = await signedInAdmin(t);
    const tools = [];
    for (let i = 0; i < 14; i++)
      tools.push(await insertTool(t.db, { name: `Tool ${String.fromCharCode(78 - i)}` }));
    // Past days, over two of them; two pairs tie, and the names break the ties.
    const counts = [20, 18, 18, 15, 12, 12, 10, 9, 8, 7, 6, 5, 4, 3];
    for (const [i, tool] of tools.entries()) {
      const n = counts[i] as number;
      await view(tool.id, addDays(today, -3), Math.ceil(n / 2));
      await view(tool.id, addDays(today, -1), Math.floor(n / 2));
    }
    const from = addDays(today, -29);
    const first = await admin.get("/api/admin/analytics");
    expect(first.status).toBe(200);
    expect(first.body.topTools).toEqual(await naive(from, today));
    expect(first.body.topTools).toHaveLength(10);

    // Today's views move the last tool to the top on the next request: nothing stale.
    const last = tools.at(-1) as { id: string; name: string };
    await view(last.id, today, 30);
    const second = await admin.get("/api/admin/analytics");
    expect(second.body.topTools[0]).toMatchObject({ solutionId: last.id, views: 30 + 3 });
    expect(second.body.topTools).toEqual(await naive(from, today));

    // A period that ended yesterday leaves today's views out; one starting today has only them.
    const closed = await admin.get(`/api/admin/analytics?from=${from}&to=${addDays(today, -1)}`);
    expect(closed.body.topTools).toEqual(await naive(from, addDays(today, -1)));
    const onlyToday = await admin.get(`/api/admin/analytics?from=${today}&to=${today}`);
    expect(onlyToday.body.topTools).toEqual([
      expect.objectContaining({ solutionId: last.id, views: 30 }),
    ]);
  });

  it("leaves out a tool that no longer exists and takes the next one", async () => {
    const kept = await insertTool(t.db, { name: "Kept" });
    const gone = await insertTool(t.db, { name: "Gone" });
    const others = [];
    for (let i = 0; i < 10; i++) others.push(await insertTool(t.db, { name: `Other ${i}` }));
    await view(gone.id, addDays(today, -2), 50);
    await view(kept.id, addDays(today, -2), 40);
    // Distinct counts, so the tenth place is known only after looking past the gone tool.
    for (const [i, tool] of others.entries()) await view(tool.id, addDays(today, -2), i + 1);
    const topTools = createTopTools(t.db);
    const period = { from: addDays(today, -6), to: today };
    expect((await topTools(period, today)).map((tool) => tool.name).slice(0, 2)).toEqual([
      "Gone",
      "Kept",
    ]);
    await t.db.delete(solutionsCatalog).where(eq(solutionsCatalog.id, gone.id));
    const after = await topTools(period, today);
    expect(after).toHaveLength(10);
    expect(after[0]).toMatchObject({ name: "Kept", views: 40 });
    expect(after.map((tool) => tool.name)).not.toContain("Gone");
    expect(after.map((tool) => tool.views)).toEqual([40, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it("is empty for a period without views", async () => {
    const topTools = createTopTools(t.db);
    expect(await topTools({ from: "2020-01-01", to: "2020-01-31" }, today)).toEqual([]);
  });
});
