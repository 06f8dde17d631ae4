import { CONSULTATION_LIMITS } from "@app/shared/consultations";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { emailOutbox } from "../src/db/schema/email.ts";
import { consultationEvents, consultations } from "../src/db/schema/leads.ts";
import { type Browser, expectError, signedInAdmin } from "./accounts.ts";
import { client, confirmEmail, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const me = async (browser: Browser) => (await browser.get("/api/me")).body.profile;

const form = {
  name: "Layla Haddad",
  email: "layla@shop.example.com",
  phone: "+971 50 123 4567",
  company: "Haddad Trading",
  industry: "retail",
  details: "We want a chatbot for WhatsApp orders.",
  language: "ar",
};

async function book(browser: Browser, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await browser.post("/api/consultations", { ...form, ...overrides });
  expect(res.status).toBe(201);
  return res.body.id;
}

const move = (admin: Browser, id: string, body: Record<string, unknown>) =>
  admin.post(`/api/admin/consultations/${id}/status`, body);

const statusOf = async (id: string) =>
  (await t.db.select().from(consultations).where(eq(consultations.id, id)))[0]?.status;

const auditOf = (action: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((i) => i.id);

describe("who may call the consultation routes", () => {
  it("admin routes: visitor 401, business and vendor 403, admin 200; own routes: visitor 401", async () => {
    const business = await signedUp(t);
    const vendor = await signedUp(t, { role: "vendor" });
    const visitor = client(t);
    const admin = await signedInAdmin(t, "Ops Lead");
    const id = await book(business);

    const adminCalls: [string, string, unknown?][] = [
      ["GET", "/api/admin/consultations"],
      ["GET", `/api/admin/consultations/${id}`],
      ["POST", `/api/admin/consultations/${id}/status`, { status: "contacted" }],
      ["POST", `/api/admin/consultations/${id}/notes`, { note: "Called, no answer." }],
    ];
    for (const [method, path, body] of adminCalls) {
      expectError(await visitor.send(method, path, body), 401);
      expectError(await business.send(method, path, body), 403);
      expectError(await vendor.send(method, path, body), 403);
    }
    expectError(await visitor.get("/api/me/consultations"), 401);
    expectError(await visitor.get(`/api/me/consultations/${id}`), 401);
    expect(await statusOf(id)).toBe("pending");
    expect(await t.db.select().from(consultationEvents)).toEqual([]);
    expect(await t.db.select().from(auditLog)).toEqual([]);

    expect((await admin.get("/api/admin/consultations")).status).toBe(200);
    expect((await admin.get(`/api/admin/consultations/${id}`)).status).toBe(200);
    expect((await move(admin, id, { status: "contacted" })).status).toBe(200);
    expect((await vendor.get("/api/me/consultations")).status).toBe(200);

    const paths = (await visitor.get("/api/openapi.json")).body.paths;
    expect(paths["/api/admin/consultations"].get.responses["403"]).toBeDefined();
    expect(paths["/api/admin/consultations/{id}"].get).toBeDefined();
    expect(paths["/api/admin/consultations/{id}/status"].post.responses["409"]).toBeDefined();
    expect(paths["/api/admin/consultations/{id}/notes"].post).toBeDefined();
    expect(paths["/api/me/consultations"].get.responses["401"]).toBeDefined();
    expect(paths["/api/me/consultations/{id}"].get.responses["404"]).toBeDefined();
  });

  it("answers malformed input with 400 and the field, an unknown id with 404", async () => {
    const admin = await signedInAdmin(t, "Ops Lead");
    const business = await signedUp(t);
    const id = await book(business);
    expectError(await admin.get("/api/admin/consultations/not-a-uuid"), 400);
    expectError(await business.get("/api/me/consultations/not-a-uuid"), 400);
    const bad = await move(admin, id, { status: "archived" });
    expectError(bad, 400);
    expect(Object.keys(bad.body.error.fields)).toContain("status");
    const long = "x".repeat(CONSULTATION_LIMITS.noteMax + 1);
    expectError(await move(admin, id, { status: "contacted", note: long }), 400);
    expectError(await admin.post(`/api/admin/consultations/${id}/notes`, { note: "  " }), 400);
    expectError(await admin.get("/api/admin/consultations?status=done"), 400);
    expectError(
      await admin.get(`/api/admin/consultations?pageSize=${CONSULTATION_LIMITS.pageSizeMax + 1}`),
      400,
    );
    const unknown = "00000000-0000-4000-8000-000000000000";
    expectError(await admin.get(`/api/admin/consultations/${unknown}`), 404);
    expectError(await move(admin, unknown, { status: "contacted" }), 404);
    expectError(await admin.post(`/api/admin/consultations/${unknown}/notes`, { note: "Hi" }), 404);
    expect(await statusOf(id)).toBe("pending");
  });
});

describe("the admin's pipeline", () => {
  it("lists newest first, paged and counted, filters by status, and shows every field sent", async () => {
    const business = await signedUp(t);
    const admin = await signedInAdmin(t, "Ops Lead");
    const booked: string[] = [];
    for (const name of ["First", "Second", "Third"]) booked.push(await book(business, { name }));
    for (const [i, id] of booked.entries()) {
      await t.db
        .update(consultations)
        .set({ createdAt: new Date(Date.UTC(2030, 0, 1 + i)) })
        .where(eq(consultations.id, id));
    }
    const [first, second, third] = booked as [string, string, string];
    await move(admin, second, { status: "contacted" });

    const page1 = await admin.get("/api/admin/consultations?pageSize=2");
    expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(ids(page1)).toEqual([third, second]);
    const page2 = await admin.get("/api/admin/consultations?page=2&pageSize=2");
    expect(ids(page2)).toEqual([first]);
    const pending = await admin.get("/api/admin/consultations?status=pending");
    expect(pending.body).toMatchObject({ total: 2, pageSize: CONSULTATION_LIMITS.pageSizeDefault });
    expect(ids(pending)).toEqual([third, first]);
    const contacted = await admin.get("/api/admin/consultations?status=contacted");
    expect(ids(contacted)).toEqual([second]);
    expect((await admin.get("/api/admin/consultations?status=completed")).body.total).toBe(0);

    const detail = await admin.get(`/api/admin/consultations/${first}`);
    expect(detail.body).toMatchObject({
      ...form,
      name: "First",
      id: first,
      status: "pending",
      userId: (await me(business)).id,
      events: [],
    });
    expect(detail.body).not.toHaveProperty("idempotencyKey");
  });
});

describe("moving a request along", () => {
  it("takes each allowed step with history, audit rows and the admin's name", async () => {
    const business = await signedUp(t);
    const admin = await signedInAdmin(t, "Ops Lead");
    const adminId = (await me(admin)).id;
    const id = await book(business);

    const contacted = await move(admin, id, { status: "contacted", note: "Called Layla." });
    expect(contacted.status).toBe(200);
    expect(contacted.body.status).toBe("contacted");
    expect(contacted.body.events).toEqual([
      expect.objectContaining({
        fromStatus: "pending",
        toStatus: "contacted",
        note: "Called Layla.",
        actorUserId: adminId,
        actorName: "Ops Lead",
      }),
    ]);
    const noted = await admin.post(`/api/admin/consultations/${id}/notes`, {
      note: "Prefers mornings.",
    });
    expect(noted.status).toBe(200);
    expect(noted.body.status).toBe("contacted");
    expect(noted.body.events[1]).toMatchObject({
      fromStatus: null,
      toStatus: null,
      note: "Prefers mornings.",
    });
    expect((await move(admin, id, { status: "scheduled", from: "contacted" })).status).toBe(200);
    const done = await move(admin, id, { status: "completed" });
    expect(done.body.status).toBe("completed");
    expect(done.body.events.map((e: { toStatus: string | null }) => e.toStatus)).toEqual([
      "contacted",
      null,
      "scheduled",
      "completed",
    ]);

    // Only "scheduled" writes to the requester: once, in the request's language, with the dashboard.
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "consultation-scheduled"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: form.email,
      subject: "تمت جدولة استشارتك المجانية",
    });
    expect(mails[0]?.text).toContain("http://localhost:3000/dashboard/business?tab=consultations");
    expect(mails[0]?.html).toContain('dir="rtl"');

    const audits = await auditOf("consultation.status", id);
    expect(audits).toHaveLength(3);
    expect(audits.find((a) => a.after?.status === "contacted")).toMatchObject({
      actorUserId: adminId,
      entityType: "consultation",
      before: { status: "pending" },
      after: { status: "contacted", note: "Called Layla." },
    });
    const [note] = await auditOf("consultation.note", id);
    expect(note).toMatchObject({ after: { status: "contacted", note: "Prefers mornings." } });
  });

  it("refuses steps the pipeline does not allow with 409 and changes nothing", async () => {
    const business = await signedUp(t);
    const admin = await signedInAdmin(t, "Ops Lead");
    const id = await book(business);
    expectError(await move(admin, id, { status: "scheduled" }), 409);
    expectError(await move(admin, id, { status: "completed" }), 409);
    expectError(await move(admin, id, { status: "pending" }), 409);
    expect(await statusOf(id)).toBe("pending");

    expect((await move(admin, id, { status: "cancelled", note: "Duplicate." })).status).toBe(200);
    for (const status of ["pending", "contacted", "scheduled", "completed", "cancelled"]) {
      expectError(await move(admin, id, { status }), 409);
    }
    expect(await statusOf(id)).toBe("cancelled");
    expect(await t.db.select().from(consultationEvents)).toHaveLength(1);
    expect(await auditOf("consultation.status", id)).toHaveLength(1);

    // A request an admin moved meanwhile: the status the other admin saw no longer holds.
    const other = await book(business);
    await move(admin, other, { status: "contacted" });
    expectError(await move(admin, other, { status: "cancelled", from: "pending" }), 409);
    expect(await statusOf(other)).toBe("contacted");
  });

  it("lets one of two admins win when both move the same request at once", async () => {
    const business = await signedUp(t);
    const [a, b] = [await signedInAdmin(t, "Ops Lead"), await signedInAdmin(t, "Ops Lead")];
    const id = await book(business);
    const answers = await Promise.all([
      move(a, id, { status: "contacted", from: "pending" }),
      move(b, id, { status: "cancelled", from: "pending" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(consultationEvents)).toHaveLength(1);
    expect(await auditOf("consultation.status", id)).toHaveLength(1);
  });
});

describe("the requester's own requests", () => {
  it("shows one's own by account, newest first, with status changes but not the internal notes", async () => {
    const business = await signedUp(t);
    const stranger = await signedUp(t);
    const admin = await signedInAdmin(t, "Ops Lead");
    const older = await book(business, { name: "Older" });
    await t.db
      .update(consultations)
      .set({ createdAt: new Date(Date.UTC(2020, 0, 1)) })
      .where(eq(consultations.id, older));
    const newer = await book(business, { name: "Newer" });
    await book(client(t));
    await book(stranger);

    await move(admin, newer, { status: "contacted", note: "Internal: big budget." });
    await admin.post(`/api/admin/consultations/${newer}/notes`, { note: "Internal only." });

    const list = await business.get("/api/me/consultations");
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, page: 1 });
    expect(ids(list)).toEqual([newer, older]);
    expect(list.body.items[0]).toMatchObject({ status: "contacted", name: "Newer" });
    expect(ids(await business.get("/api/me/consultations?pageSize=1&page=2"))).toEqual([older]);

    const detail = await business.get(`/api/me/consultations/${newer}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ ...form, name: "Newer", status: "contacted" });
    expect(detail.body.history).toEqual([
      { fromStatus: "pending", toStatus: "contacted", createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(detail.body)).not.toContain("Internal");
    expect(detail.body).not.toHaveProperty("userId");

    expectError(await stranger.get(`/api/me/consultations/${newer}`), 404);
    expect(ids(await stranger.get("/api/me/consultations"))).not.toContain(newer);
  });

  it("adds requests sent from the account's e-mail only once that e-mail is verified", async () => {
    const email = `owner-${Date.now()}@example.com`;
    // Sent while signed out, from the address someone else signs up with first.
    const sentSignedOut = await book(client(t), { email });

    const squatter = await signedUp(t, { email }, { confirmEmail: false });
    expect((await squatter.get("/api/me/consultations")).body).toMatchObject({
      total: 0,
      items: [],
    });
    expectError(await squatter.get(`/api/me/consultations/${sentSignedOut}`), 404);

    await confirmEmail(t, email);
    const verified = await squatter.get("/api/me/consultations");
    expect(ids(verified)).toEqual([sentSignedOut]);
    expect((await squatter.get(`/api/me/consultations/${sentSignedOut}`)).status).toBe(200);

    // Another account's verified address says nothing about this one's requests.
    const other = await signedUp(t);
    expect((await me(other)).emailVerified).toBe(true);
    expect((await other.get("/api/me/consultations")).body.total).toBe(0);
    expectError(await other.get(`/api/me/consultations/${sentSignedOut}`), 404);
  });
});
