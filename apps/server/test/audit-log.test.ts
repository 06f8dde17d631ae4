import { AUDIT_LIMITS } from "@app/shared/audit";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { toolRatings } from "../src/db/schema/catalog.ts";
import { consultations } from "../src/db/schema/leads.ts";
import { reports } from "../src/db/schema/reports.ts";
import { type Account, expectError, signedInAs } from "./accounts.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

/** Audit rows at chosen times (microseconds kept), several sharing one instant. */
async function seedRows(rows: { actor: string; action: string; at: string }[]) {
  for (const [i, row] of rows.entries()) {
    await t.db.insert(auditLog).values({
      actorUserId: row.actor,
      action: row.action,
      entityType: "user",
      entityId: `e${i}`,
      before: { role: "business", n: i },
      after: { role: "vendor", n: i },
      createdAt: sql`${row.at}::timestamptz` as unknown as Date,
    });
  }
}

type Item = { id: string; action: string; entityId: string; createdAt: string; actor: unknown };

/** Every page of a query, following the cursor; returns the rows and the number of pages. */
async function allPages(who: Account, query: string, pageSize: number) {
  const items: Item[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const q: string = `${query}&pageSize=${pageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const res = await who.browser.get(`/api/admin/audit?${q}`);
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return { items, pages };
}

describe("who may read the audit log", () => {
  it("visitor 401, business and vendor 403 on both routes; admin 200", async () => {
    const business = await signedInAs(t, "business");
    const vendor = await signedInAs(t, "vendor");
    const admin = await signedInAs(t, "admin");
    for (const path of ["/api/admin/audit", "/api/admin/audit/facets"]) {
      expectError(await client(t).get(path), 401, "UNAUTHENTICATED");
      expectError(await business.browser.get(path), 403, "FORBIDDEN");
      expectError(await vendor.browser.get(path), 403, "FORBIDDEN");
      expect((await admin.browser.get(path)).status).toBe(200);
    }
  });

  it("documents both routes in the OpenAPI document", async () => {
    const { paths } = (await client(t).get("/api/openapi.json")).body;
    expect(paths["/api/admin/audit"].get.responses["400"]).toBeDefined();
    expect(paths["/api/admin/audit"].get.responses["403"]).toBeDefined();
    expect(paths["/api/admin/audit/facets"].get.responses["401"]).toBeDefined();
  });
});

describe("the audit list", () => {
  it("shows a real admin action with who, what, which record, before and after", async () => {
    const admin = await signedInAs(t, "admin");
    const member = await signedInAs(t, "business");
    const res = await admin.browser.send("PATCH", `/api/admin/users/${member.id}/role`, {
      role: "vendor",
    });
    expect(res.status).toBe(200);
    const list = await admin.browser.get("/api/admin/audit");
    expect(list.status).toBe(200);
    expect(list.body.nextCursor).toBeNull();
    expect(list.body.items).toHaveLength(1);
    const [row] = list.body.items;
    expect(row).toMatchObject({
      action: "user.role",
      entityType: "user",
      entityId: member.id,
      actor: { id: admin.id, name: admin.name, email: admin.email },
      before: { role: "business", banned: false },
      after: { role: "vendor", banned: false },
    });
    expect(Date.parse(row.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const facets = (await admin.browser.get("/api/admin/audit/facets")).body;
    expect(facets).toEqual({
      actions: ["user.role"],
      actors: [{ id: admin.id, name: admin.name, email: admin.email }],
    });
  });

  it("names each row's record (tool's name and page, account's e-mail), and null once it is gone", async () => {
    const admin = await signedInAs(t, "admin");
    const member = await signedInAs(t, "business");
    const vendor = await signedInAs(t, "vendor");
    expect(
      (await admin.browser.send("PATCH", `/api/admin/users/${member.id}/role`, { role: "vendor" }))
        .status,
    ).toBe(200);
    const sent = await vendor.browser.post("/api/tool-submissions", {
      name: "Qahwa Ledger",
      description: "Books for coffee shops, in Arabic and English.",
      category: "Finance & Accounting",
      pricingModel: "Freemium",
      websiteUrl: "https://qahwa.example.com",
      submitterName: "Layla",
      submitterEmail: vendor.email,
      submitterCompany: "Qahwa",
      agreeToTerms: true,
      language: "en",
    });
    expect(sent.status).toBe(201);
    const approved = await admin.browser.post(`/api/admin/submissions/${sent.body.id}/approve`, {});
    expect(approved.status).toBe(200);
    const listingId = approved.body.submission.catalogSolutionId as string;
    const [review] = await t.db
      .insert(toolRatings)
      .values({ userId: member.id, solutionId: listingId, rating: 4 })
      .returning();
    const [report] = await t.db
      .insert(reports)
      .values({
        reporterId: member.id,
        subject: "listing",
        solutionId: listingId,
        reason: "outdated",
      })
      .returning();
    const [consultation] = await t.db
      .insert(consultations)
      .values({ name: "Omar Nasser", email: "omar@example.com" })
      .returning();
    // A record since deleted, one of a kind without a name, and an id that is no uuid.
    const gone = "0b0e8a8e-6f7c-4c52-9d6e-2f1f7f6b8a11";
    for (const [entityType, entityId] of [
      ["review", review?.id],
      ["reply", review?.id],
      ["report", report?.id],
      ["consultation", consultation?.id],
      ["submission", gone],
      ["office", "dubai"],
      ["listing", "not-a-uuid"],
    ]) {
      await t.db.insert(auditLog).values({
        actorUserId: admin.id,
        action: `${entityType}.test`,
        entityType: entityType as string,
        entityId: entityId as string,
      });
    }

    const { items } = (await admin.browser.get("/api/admin/audit")).body as {
      items: { entityType: string; entityId: string; record: unknown }[];
    };
    const recordOf = (entityType: string, entityId: string) =>
      items.find((i) => i.entityType === entityType && i.entityId === entityId)?.record;
    expect(recordOf("user", member.id)).toEqual({ name: member.email, toolSlug: null });
    expect(recordOf("submission", sent.body.id)).toEqual({
      name: "Qahwa Ledger",
      toolSlug: "qahwa-ledger",
    });
    expect(recordOf("listing", listingId)).toEqual({
      name: "Qahwa Ledger",
      toolSlug: "qahwa-ledger",
    });
    const tool = { name: "Qahwa Ledger", toolSlug: "qahwa-ledger" };
    expect(recordOf("review", review?.id as string)).toEqual(tool);
    expect(recordOf("reply", review?.id as string)).toEqual(tool);
    expect(recordOf("report", report?.id as string)).toEqual(tool);
    expect(recordOf("consultation", consultation?.id as string)).toEqual({
      name: "Omar Nasser",
      toolSlug: null,
    });
    expect(recordOf("submission", gone)).toBeNull();
    expect(recordOf("office", "dubai")).toBeNull();
    expect(recordOf("listing", "not-a-uuid")).toBeNull();

    // A hidden listing keeps its name, but has no public page to link to.
    const hidden = await admin.browser.post(`/api/admin/listings/${listingId}/hide`, {
      reason: "Checking the pricing.",
    });
    expect(hidden.status).toBe(200);
    const after = (await admin.browser.get("/api/admin/audit")).body.items as typeof items;
    expect(after.find((i) => i.entityId === listingId)?.record).toEqual({
      name: "Qahwa Ledger",
      toolSlug: null,
    });
  });

  it("pages newest first by (time, id) with no duplicate and no gap, ties included", async () => {
    const admin = await signedInAs(t, "admin");
    const other = await signedInAs(t, "admin");
    const rows = [];
    // 25 rows over 9 instants, several rows sharing each, differing only in microseconds.
    for (let i = 0; i < 25; i += 1) {
      rows.push({
        actor: i % 2 ? admin.id : other.id,
        action: i % 3 ? "user.ban" : "submission.approve",
        at: `2026-03-0${1 + (i % 3)}T10:00:00.00000${Math.floor(i / 3) % 3}Z`,
      });
    }
    await seedRows(rows);
    for (const pageSize of [1, 4, 7, 25, 100]) {
      const { items, pages } = await allPages(admin, "", pageSize);
      expect(items).toHaveLength(25);
      expect(new Set(items.map((r) => r.id)).size).toBe(25);
      expect(pages).toBe(Math.max(1, Math.ceil(25 / pageSize)));
      for (let i = 1; i < items.length; i += 1) {
        const a = items[i - 1] as Item;
        const b = items[i] as Item;
        // Newest first, then id descending within one instant.
        expect(a.createdAt >= b.createdAt).toBe(true);
        if (a.createdAt === b.createdAt) expect(a.id > b.id).toBe(true);
      }
    }
    // The microseconds are kept in the rows and in the cursor.
    const { items } = await allPages(admin, "", 30);
    expect(items[0]?.createdAt).toBe("2026-03-03T10:00:00.000002Z");
    expect(items.at(-1)?.createdAt).toBe("2026-03-01T10:00:00.000000Z");
  });

  it("filters by actor, action and time range, and pages within the filter", async () => {
    const admin = await signedInAs(t, "admin");
    const other = await signedInAs(t, "admin");
    const rows = [];
    for (let i = 0; i < 30; i += 1) {
      rows.push({
        actor: i % 2 ? admin.id : other.id,
        action: i % 3 ? "user.ban" : "submission.approve",
        at: `2026-04-${String(1 + (i % 10)).padStart(2, "0")}T12:00:00.000000Z`,
      });
    }
    await seedRows(rows);
    const byActor = await allPages(admin, `actor=${admin.id}`, 4);
    expect(byActor.items).toHaveLength(15);
    expect(byActor.items.every((r) => (r.actor as { id: string }).id === admin.id)).toBe(true);

    const byAction = await allPages(admin, "action=submission.approve", 3);
    expect(byAction.items).toHaveLength(10);
    expect(byAction.items.every((r) => r.action === "submission.approve")).toBe(true);

    const both = await allPages(admin, `action=user.ban&actor=${other.id}`, 2);
    const expected = rows.filter((r) => r.action === "user.ban" && r.actor === other.id);
    expect(both.items).toHaveLength(expected.length);

    // from inclusive, to exclusive: 3, 4 and 5 April, three rows each.
    const range = await allPages(admin, "from=2026-04-03T12:00:00Z&to=2026-04-06T12:00:00Z", 2);
    expect(range.items).toHaveLength(9);
    expect(range.items.map((r) => r.createdAt.slice(0, 10))).toEqual(
      ["05", "05", "05", "04", "04", "04", "03", "03", "03"].map((d) => `2026-04-${d}`),
    );
    // An offset names the same instant.
    const offset = await allPages(admin, "from=2026-04-10T14:00:00%2B02:00", 5);
    expect(offset.items).toHaveLength(3);

    const none = await admin.browser.get("/api/admin/audit?action=listing.create");
    expect(none.body).toEqual({ items: [], nextCursor: null });

    const facets = (await admin.browser.get("/api/admin/audit/facets")).body;
    expect(facets.actions).toEqual(["submission.approve", "user.ban"]);
    expect(facets.actors.map((a: { id: string }) => a.id).sort()).toEqual(
      [admin.id, other.id].sort(),
    );
  });

  it("keeps a row whose actor was deleted, with no actor", async () => {
    const admin = await signedInAs(t, "admin");
    const gone = await signedInAs(t, "vendor");
    await seedRows([{ actor: gone.id, action: "submission.resubmit", at: "2026-05-01T00:00:00Z" }]);
    await t.db.execute(sql`delete from "user" where id = ${gone.id}`);
    const res = await admin.browser.get("/api/admin/audit");
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0].actor).toBeNull();
    expect((await admin.browser.get("/api/admin/audit/facets")).body.actors).toEqual([]);
  });
});

describe("bad parameters", () => {
  it("answer 400 with the field named, never 500", async () => {
    const admin = await signedInAs(t, "admin");
    const cases: [string, string][] = [
      ["from=yesterday", "from"],
      ["from=2026-02-30T00:00:00Z", "from"],
      ["to=2026-13-01T00:00:00Z", "to"],
      ["from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z", "to"],
      ["cursor=abc", "cursor"],
      ["cursor=2026-02-30T10:00:00.000000Z_00000000-0000-0000-0000-000000000000", "cursor"],
      ["cursor=2026-02-01T10:00:00.000Z_00000000-0000-0000-0000-000000000000", "cursor"],
      ["actor=a'b", "actor"],
      ["action=DROP%20TABLE", "action"],
      [`pageSize=${AUDIT_LIMITS.pageSizeMax + 1}`, "pageSize"],
      ["pageSize=0", "pageSize"],
      ["page=2", ""],
    ];
    for (const [query, field] of cases) {
      const res = await admin.browser.get(`/api/admin/audit?${query}`);
      expectError(res, 400, "VALIDATION_FAILED");
      if (field) expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    }
    // A well-formed cursor past every row is simply the end.
    const past = await admin.browser.get(
      "/api/admin/audit?cursor=2000-01-01T00:00:00.000000Z_00000000-0000-0000-0000-000000000000",
    );
    expect(past.body).toEqual({ items: [], nextCursor: null });
  });
});
