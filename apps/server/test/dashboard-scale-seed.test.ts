import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { seedDashboardScale } from "../src/db/seed/seed-dashboard-scale.ts";
import { seedSyntheticTools } from "../src/db/seed/seed-synthetic.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe("dashboard scale data (npm run db:seed -- --dashboards)", () => {
  it("adds users, vendor-owned tools, submissions, events, favourites, consultations and audit rows, once", async () => {
    await seedSyntheticTools(t.db, 200);
    const scale = { users: 600, submissions: 80, events: 3_000 };
    const added = await seedDashboardScale(t.db, scale);
    expect(added).toMatchObject({ users: 600, submissions: 80, events: 3_000, audit: 160 });
    expect(added.vendorTools).toBe(20);

    const [roles] = await rows<{ vendors: number; admins: number }>(sql`
      select count(*) filter (where role = 'vendor')::int as vendors,
             count(*) filter (where role = 'admin')::int as admins
      from "user" where id like 'scale-user-%'`);
    expect(roles).toEqual({ vendors: 6, admins: 0 });

    // Every submission belongs to a vendor account, and all four statuses occur.
    const statuses = await rows<{ status: string; n: number }>(sql`
      select s.status, count(*)::int as n from tool_submissions s
      join "user" u on u.id = s.submitter_user_id and u.role = 'vendor'
      group by s.status order by s.status`);
    expect(statuses.map((s) => s.status)).toEqual([
      "approved",
      "changes_requested",
      "pending",
      "rejected",
    ]);
    expect(statuses.reduce((sum, s) => sum + s.n, 0)).toBe(80);

    // Events fall in the last 90 days, tool events on a synthetic tool.
    const [events] = await rows<{ old: number; toolless: number }>(sql`
      select count(*) filter (where created_at < now() - interval '90 days')::int as old,
             count(*) filter (where event_type = 'tool_view' and solution_id is null)::int as toolless
      from analytics_events`);
    expect(events).toEqual({ old: 0, toolless: 0 });

    const again = await seedDashboardScale(t.db, scale);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });
});
