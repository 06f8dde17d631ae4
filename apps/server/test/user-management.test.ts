import { COUNT_CAP } from "@app/shared/paging";
import { USER_ADMIN_LIMITS } from "@app/shared/users";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { session, user } from "../src/db/schema/auth.ts";
import { userFilter } from "../src/modules/users/users.repository.ts";
import { assertAdminRemains } from "../src/modules/users/users.service.ts";
import { type Account, enrolTwoFactor, expectError, signedInAs } from "./accounts.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const signIn = (who: Account) =>
  client(t).post("/api/auth/sign-in/email", { email: who.email, password: who.password });

const setRole = (admin: Account, id: string, role: string) =>
  admin.browser.send("PATCH", `/api/admin/users/${id}/role`, { role });
const ban = (admin: Account, id: string, reason = "Posted spam in every lead form.") =>
  admin.browser.post(`/api/admin/users/${id}/ban`, { reason });
const unban = (admin: Account, id: string) => admin.browser.post(`/api/admin/users/${id}/unban`);

const auditOf = (action: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

const roleOf = async (id: string) =>
  (await t.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;

describe("who may manage users", () => {
  it("visitor 401, business and vendor 403 on every route; nothing changes; admin 200", async () => {
    const business = await signedInAs(t, "business");
    const vendor = await signedInAs(t, "vendor");
    const admin = await signedInAs(t, "admin");
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/users"],
      ["PATCH", `/api/admin/users/${business.id}/role`, { role: "admin" }],
      ["POST", `/api/admin/users/${business.id}/ban`, { reason: "Spam." }],
      ["POST", `/api/admin/users/${business.id}/unban`, {}],
    ];
    for (const [method, path, body] of calls) {
      expectError(await client(t).send(method, path, body), 401, "UNAUTHENTICATED");
      expectError(await business.browser.send(method, path, body), 403, "FORBIDDEN");
      expectError(await vendor.browser.send(method, path, body), 403, "FORBIDDEN");
    }
    expect(await roleOf(business.id)).toBe("business");
    expect(await t.db.select().from(auditLog)).toEqual([]);
    expect((await admin.browser.get("/api/admin/users")).status).toBe(200);
  });

  it("refuses malformed ids and bodies with 400 and unknown ids with 404", async () => {
    const admin = await signedInAs(t, "admin");
    const target = await signedInAs(t, "business");
    for (const id of ["bad%20id", "x".repeat(65), "a'b", "%00"]) {
      expectError(await setRole(admin, id, "vendor"), 400, "VALIDATION_FAILED");
      expectError(await ban(admin, id), 400, "VALIDATION_FAILED");
      expectError(await unban(admin, id), 400, "VALIDATION_FAILED");
    }
    expectError(await setRole(admin, target.id, "owner"), 400, "VALIDATION_FAILED");
    expectError(await ban(admin, target.id, "no"), 400, "VALIDATION_FAILED");
    expectError(
      await ban(admin, target.id, "x".repeat(USER_ADMIN_LIMITS.reasonMax + 1)),
      400,
      "VALIDATION_FAILED",
    );
    expectError(await admin.browser.get("/api/admin/users?role=owner"), 400);
    expectError(await admin.browser.get("/api/admin/users?pageSize=101"), 400);
    const unknown = "0123456789abcdefghijABCDEFGHIJ01";
    expectError(await setRole(admin, unknown, "vendor"), 404, "NOT_FOUND");
    expectError(await ban(admin, unknown), 404, "NOT_FOUND");
    expectError(await unban(admin, unknown), 404, "NOT_FOUND");
  });
  it("documents every route in the OpenAPI document", async () => {
    const { paths } = (await client(t).get("/api/openapi.json")).body;
    expect(paths["/api/admin/users"].get.responses["403"]).toBeDefined();
    expect(paths["/api/admin/users/{id}/role"].patch.responses["409"]).toBeDefined();
    expect(paths["/api/admin/users/{id}/ban"].post.responses["409"]).toBeDefined();
    expect(paths["/api/admin/users/{id}/unban"].post.responses["404"]).toBeDefined();
  });
});

describe("Better Auth's own admin endpoints", () => {
  it("are closed over HTTP, so no change skips the rules or the audit log", async () => {
    const admin = await signedInAs(t, "admin");
    const other = await signedInAs(t, "admin");
    const member = await signedInAs(t, "business");
    const calls: [string, unknown][] = [
      ["set-role", { userId: other.id, role: "business" }],
      ["ban-user", { userId: member.id }],
      ["remove-user", { userId: member.id }],
      ["impersonate-user", { userId: member.id }],
      ["revoke-user-sessions", { userId: member.id }],
    ];
    for (const [path, body] of calls) {
      expectError(await admin.browser.post(`/api/auth/admin/${path}`, body), 404, "NOT_FOUND");
    }
    expectError(await admin.browser.get("/api/auth/admin/list-users"), 404, "NOT_FOUND");
    // Spellings of the same path that a router might normalise are no way round either.
    for (const path of [
      "//admin/set-role",
      "/Admin/set-role",
      "/admin/set-role/",
      "/x/../admin/set-role",
    ]) {
      const res = await admin.browser.post(`/api/auth${path}`, {
        userId: other.id,
        role: "vendor",
      });
      expect(res.status).toBe(404);
    }
    expect(await roleOf(other.id)).toBe("admin");
    expect((await member.browser.get("/api/me")).body.profile.id).toBe(member.id);
  });
});

describe("the user list", () => {
  it("lists newest first, paged and counted, searched by name or e-mail and filtered by role", async () => {
    const admin = await signedInAs(t, "admin", { name: "Ops Lead" });
    const rana = await signedInAs(t, "vendor", {
      name: "Rana Haddad",
      email: "rana@nakhla.example.com",
    });
    const omar = await signedInAs(t, "business", {
      name: "Omar Nasser",
      email: "omar@souq.example.com",
    });
    const priya = await signedInAs(t, "business", { name: "Priya 100%_Sharma" });
    // Distinct creation times, so the order is not left to the clock's resolution.
    const base = Date.UTC(2026, 0, 1);
    for (const [n, who] of [admin, rana, omar, priya].entries()) {
      await t.db
        .update(user)
        .set({ createdAt: new Date(base + n * 60_000) })
        .where(eq(user.id, who.id));
    }

    const all = await admin.browser.get("/api/admin/users");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.items.map((u: { id: string }) => u.id)).toEqual([
      priya.id,
      omar.id,
      rana.id,
      admin.id,
    ]);
    expect(all.body.items[2]).toEqual({
      id: rana.id,
      name: "Rana Haddad",
      email: "rana@nakhla.example.com",
      role: "vendor",
      banned: false,
      banReason: null,
      createdAt: new Date(base + 60_000).toISOString(),
    });

    const page2 = await admin.browser.get("/api/admin/users?page=2&pageSize=3");
    expect(page2.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.body.items.map((u: { id: string }) => u.id)).toEqual([admin.id]);

    const ids = async (query: string) =>
      (await admin.browser.get(`/api/admin/users?${query}`)).body.items.map(
        (u: { id: string }) => u.id,
      );
    expect(await ids("q=HADDAD")).toEqual([rana.id]);
    expect(await ids("q=SOUQ.example")).toEqual([omar.id]);
    expect(await ids("q=%20%20omar%20")).toEqual([omar.id]);
    // % and _ are text, not patterns.
    expect(await ids("q=100%25_")).toEqual([priya.id]);
    expect(await ids("q=%25")).toEqual([priya.id]);
    expect(await ids("q=o_a")).toEqual([]);
    expect(await ids("role=business")).toEqual([priya.id, omar.id]);
    expect(await ids("role=business&q=omar")).toEqual([omar.id]);
    const counted = await admin.browser.get("/api/admin/users?role=business&pageSize=1");
    expect(counted.body).toMatchObject({ total: 2, pageSize: 1 });
    expect(counted.body.items).toHaveLength(1);
  });

  it("counts a search's matches up to the cap and says there are more; the plain list counts all", async () => {
    const admin = await signedInAs(t, "admin", { name: "Ops Lead" });
    await t.db.execute(sql`
      insert into "user" (id, name, email)
      select 'many-' || n, 'Crowd Member ' || n, 'crowd-' || n || '@many.example.com'
      from generate_series(1, ${COUNT_CAP + 1}) as n`);

    const crowd = await admin.browser.get("/api/admin/users?q=crowd&pageSize=5");
    expect(crowd.status).toBe(200);
    expect(crowd.body).toMatchObject({ total: COUNT_CAP, totalCapped: true, pageSize: 5 });
    expect(crowd.body.items).toHaveLength(5);

    await t.db.execute(sql`delete from "user" where id = 'many-1'`);
    const exact = await admin.browser.get("/api/admin/users?q=crowd");
    expect(exact.body).toMatchObject({ total: COUNT_CAP, totalCapped: false });

    const all = await admin.browser.get("/api/admin/users");
    expect(all.body).toMatchObject({ total: COUNT_CAP + 1, totalCapped: false });
  });

  it("searches through the trigram indexes on lower(name) and lower(email)", async () => {
    // A handful of rows would be scanned anyway; with scans off the plan shows which index fits.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx
        .select({ id: user.id })
        .from(user)
        .where(userFilter({ q: "rana" }));
      const result = await tx.execute(sql`explain ${query}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((r) => Object.values(r).join(""))
        .join("\n");
    });
    expect(plan).toContain("user_name_trgm_idx");
    expect(plan).toContain("user_email_trgm_idx");
  });
});

describe("changing a role", () => {
  it("promotes and demotes, takes effect at once, and writes an audit row", async () => {
    const admin = await signedInAs(t, "admin");
    const member = await signedInAs(t, "business");
    const res = await setRole(admin, member.id, "vendor");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: member.id, role: "vendor", banned: false });
    expect((await member.browser.get("/api/me")).body.profile.role).toBe("vendor");
    expectError(await setRole(admin, member.id, "vendor"), 409, "CONFLICT");

    const [row] = await auditOf("user.role", member.id);
    expect(row).toMatchObject({
      actorUserId: admin.id,
      entityType: "user",
      before: { role: "business", banned: false, banReason: null },
      after: { role: "vendor", banned: false, banReason: null },
    });

    expect((await setRole(admin, member.id, "admin")).status).toBe(200);
    // A new admin sets up two-factor sign-in before any admin route answers.
    expectError(await member.browser.get("/api/admin/users"), 403, "TWO_FACTOR_REQUIRED");
    await enrolTwoFactor(member.browser, member.password);
    expect((await member.browser.get("/api/admin/users")).status).toBe(200);
    expect(await auditOf("user.role", member.id)).toHaveLength(2);
  });

  it("refuses an admin's own demotion and ban (403) and leaves no audit row", async () => {
    const admin = await signedInAs(t, "admin");
    await signedInAs(t, "admin");
    expectError(await setRole(admin, admin.id, "business"), 403, "FORBIDDEN");
    expectError(await ban(admin, admin.id), 403, "FORBIDDEN");
    expectError(await unban(admin, admin.id), 403, "FORBIDDEN");
    expect(await roleOf(admin.id)).toBe("admin");
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it("two admins demoting each other at once leave one admin, and the other gets 403", async () => {
    const a = await signedInAs(t, "admin");
    const b = await signedInAs(t, "admin");
    const results = await Promise.all([setRole(a, b.id, "business"), setRole(b, a.id, "vendor")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    const admins = await t.db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
    expect(admins).toHaveLength(1);
    expect(await t.db.select().from(auditLog)).toHaveLength(1);
  });

  it("two admins banning each other at once leave one admin who can sign in", async () => {
    const a = await signedInAs(t, "admin");
    const b = await signedInAs(t, "admin");
    const results = await Promise.all([ban(a, b.id), ban(b, a.id)]);
    const [won, lost] = results.map((r) => r.status).sort();
    expect(won).toBe(200);
    // The loser is no longer an admin (403), or its session already ended with the ban (401).
    expect([401, 403]).toContain(lost);
    const active = await t.db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, "admin"), eq(user.banned, false)));
    expect(active).toHaveLength(1);
  });
});

describe("the last admin", () => {
  it("is never demoted nor banned, whoever asks (409)", () => {
    const last = { id: "a1", role: "admin", banned: false } as never;
    const admins = [{ id: "a1", banned: false }];
    const demoted = { ...(last as object), role: "business" } as never;
    const banned = { ...(last as object), banned: true } as never;
    expect(() => assertAdminRemains(admins, last, demoted)).toThrow(/last admin/);
    expect(() => assertAdminRemains(admins, last, banned)).toThrow(/last admin/);
    // A second active admin remains: allowed; a banned one does not count.
    expect(() =>
      assertAdminRemains([...admins, { id: "a2", banned: false }], last, demoted),
    ).not.toThrow();
    expect(() =>
      assertAdminRemains([...admins, { id: "a2", banned: true }], last, demoted),
    ).toThrow(/last admin/);
  });
});

describe("banning", () => {
  it("ends the user's sessions at once, refuses sign-in, and unban restores it", async () => {
    const admin = await signedInAs(t, "admin");
    const member = await signedInAs(t, "business");
    const reason = "  Posted spam in every lead form.  ";

    const res = await ban(admin, member.id, reason);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: member.id,
      banned: true,
      banReason: "Posted spam in every lead form.",
    });
    expect((await member.browser.get("/api/me")).body).toEqual({ profile: null });
    expect(await t.db.select().from(session).where(eq(session.userId, member.id))).toEqual([]);
    expect((await signIn(member)).status).toBe(403);
    expectError(await ban(admin, member.id), 409, "CONFLICT");
    const listed = await admin.browser.get(
      `/api/admin/users?q=${encodeURIComponent(member.email)}`,
    );
    expect(listed.body.items[0]).toMatchObject({ banned: true, banReason: reason.trim() });
    // The admin's own session is untouched.
    expect((await admin.browser.get("/api/me")).body.profile.id).toBe(admin.id);

    const lifted = await unban(admin, member.id);
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({ banned: false, banReason: null });
    expect((await signIn(member)).status).toBe(200);
    expectError(await unban(admin, member.id), 409, "CONFLICT");

    const [banRow] = await auditOf("user.ban", member.id);
    expect(banRow).toMatchObject({
      actorUserId: admin.id,
      entityType: "user",
      before: { role: "business", banned: false, banReason: null },
      after: { role: "business", banned: true, banReason: reason.trim() },
    });
    const [unbanRow] = await auditOf("user.unban", member.id);
    expect(unbanRow).toMatchObject({
      actorUserId: admin.id,
      before: { banned: true, banReason: reason.trim() },
      after: { banned: false, banReason: null },
    });
  });

  it("bans another admin, whose admin session ends too", async () => {
    const admin = await signedInAs(t, "admin");
    const other = await signedInAs(t, "admin");
    expect((await ban(admin, other.id)).status).toBe(200);
    expectError(await other.browser.get("/api/admin/users"), 401, "UNAUTHENTICATED");
  });
});
