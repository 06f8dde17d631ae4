import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { user } from "../src/db/schema/auth.ts";
import { type Account, type Browser, signedInAs } from "./accounts.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

/**
 * Who may call each operation of the OpenAPI document. `public`: anyone; `signedIn`: any account
 * (a visitor gets 401); `vendor`: vendors and admins (a business account gets 403); `admin`:
 * admins only. Owners against another account of the same role are below.
 */
type Access = "public" | "signedIn" | "vendor" | "admin";

interface Entry {
  access: Access;
  /** A body that passes validation where the check would otherwise stop at 400 first. */
  body?: unknown;
  /** The call ends the caller's session: made with accounts of its own. */
  endsSession?: true;
  /** Refused to admins too (403): an admin cannot turn two-factor sign-in off. */
  notForAdmins?: true;
  /** Takes a two-factor code: a 401 naming the `code` field is a wrong code, past the gate. */
  takesCode?: true;
  /** Takes a passkey's answer: a 401 PASSKEY_FAILED is an unknown passkey, past the gate. */
  takesPasskey?: true;
}

const MATRIX: Record<string, Entry> = {
  "GET /api/me": { access: "public" },
  "GET /api/me/favorites/ids": { access: "signedIn" },
  "GET /api/me/favorites": { access: "signedIn" },
  "PUT /api/me/favorites/{toolId}": { access: "signedIn" },
  "DELETE /api/me/favorites/{toolId}": { access: "signedIn" },
  "GET /api/me/recommendations": { access: "signedIn" },
  "POST /api/maturity/results": { access: "public" },
  "POST /api/me/maturity-assessments": { access: "signedIn" },
  "GET /api/me/maturity-assessments": { access: "signedIn" },
  "GET /api/me/consultations": { access: "signedIn" },
  "GET /api/me/consultations/{id}": { access: "signedIn" },
  "GET /api/dashboards/{role}": { access: "signedIn" },
  "GET /api/tools": { access: "public" },
  "GET /api/tools/{id}": { access: "public" },
  "GET /api/tools/{id}/reviews": { access: "public" },
  "GET /api/compare": { access: "public" },
  "GET /api/tools/{id}/alternatives": { access: "public" },
  "GET /api/tools/{id}/visit": { access: "public" },
  "POST /api/compare/views": { access: "public" },
  "GET /api/tools/{id}/ratings/mine": { access: "signedIn" },
  "PUT /api/tools/{id}/ratings/mine": { access: "signedIn", body: { rating: 5 } },
  "DELETE /api/tools/{id}/ratings/mine": { access: "signedIn" },
  "POST /api/reviews/{id}/report": { access: "signedIn", body: { reason: "spam" } },
  "POST /api/tools/{id}/report": { access: "signedIn", body: { reason: "outdated" } },
  "GET /api/me/reports": { access: "signedIn" },
  "GET /api/admin/reports": { access: "admin" },
  "POST /api/admin/reports/{id}/decision": { access: "admin", body: { outcome: "dismissed" } },
  "PUT /api/reviews/{id}/vote": { access: "signedIn", body: { helpful: true } },
  "DELETE /api/reviews/{id}/vote": { access: "signedIn" },
  "GET /api/tools/{id}/review-votes/mine": { access: "signedIn" },
  "PUT /api/reviews/{id}/reply": { access: "vendor", body: { body: "Thank you." } },
  "POST /api/events": { access: "public" },
  "POST /api/consultations": { access: "public" },
  "GET /api/consultation-slots": { access: "public" },
  "GET /api/consultation-booking": { access: "public" },
  "POST /api/consultation-booking/reschedule": { access: "public" },
  "POST /api/consultation-booking/cancel": { access: "public" },
  "POST /api/consultation-booking/confirm": { access: "public" },
  "PUT /api/me/consultations/{id}/booking": { access: "signedIn" },
  "DELETE /api/me/consultations/{id}/booking": { access: "signedIn" },
  "GET /api/admin/consultation-availability": { access: "admin" },
  "PUT /api/admin/consultation-availability/{office}": {
    access: "admin",
    body: { timeZone: "Asia/Dubai", windows: [], blackoutDates: [] },
  },
  "POST /api/admin/bookings/release": { access: "admin", body: { status: "held" } },
  "POST /api/tool-submissions": { access: "public" },
  "GET /api/vendor/submissions": { access: "vendor" },
  "GET /api/vendor/submissions/{id}": { access: "vendor" },
  "PUT /api/vendor/submissions/{id}": { access: "vendor" },
  "GET /api/vendor/listings/{id}": { access: "vendor" },
  "POST /api/vendor/listings/{id}/revisions": { access: "vendor" },
  "GET /api/vendor/stats": { access: "vendor" },
  "GET /api/vendor/analytics": { access: "vendor" },
  "GET /api/vendor/activity": { access: "vendor" },
  "GET /api/admin/stats": { access: "admin" },
  "GET /api/admin/analytics": { access: "admin" },
  "GET /api/admin/alerts": { access: "admin" },
  "GET /api/admin/submissions": { access: "admin" },
  "GET /api/admin/submissions/{id}": { access: "admin" },
  "POST /api/admin/submissions/{id}/approve": { access: "admin" },
  "POST /api/admin/submissions/{id}/reject": { access: "admin" },
  "POST /api/admin/submissions/{id}/request-changes": { access: "admin" },
  "GET /api/admin/users": { access: "admin" },
  "PATCH /api/admin/users/{id}/role": { access: "admin" },
  "POST /api/admin/users/{id}/ban": { access: "admin" },
  "POST /api/admin/users/{id}/unban": { access: "admin" },
  "POST /api/admin/users/{id}/sign-in-factors/reset": { access: "admin" },
  "GET /api/admin/listings": { access: "admin" },
  "GET /api/admin/listings/{id}": { access: "admin" },
  "PATCH /api/admin/listings/{id}": { access: "admin" },
  "PUT /api/admin/listings/{id}/vendor": { access: "admin" },
  "PATCH /api/admin/listings/{id}/flags": { access: "admin" },
  "POST /api/admin/listings/{id}/hide": { access: "admin" },
  "POST /api/admin/listings/{id}/unhide": { access: "admin" },
  "GET /api/admin/listings/{id}/facts": { access: "admin" },
  "PUT /api/admin/listings/{id}/facts/verification": {
    access: "admin",
    body: { kind: "hosting", value: "saudi", verified: true },
  },
  "GET /api/admin/reviews": { access: "admin" },
  "POST /api/admin/reviews/{id}/hide": { access: "admin" },
  "POST /api/admin/reviews/{id}/unhide": { access: "admin" },
  "POST /api/admin/reviews/{id}/reply/hide": { access: "admin", body: { reason: "Off topic" } },
  "POST /api/admin/reviews/{id}/reply/unhide": { access: "admin" },
  "GET /api/admin/consultations": { access: "admin" },
  "GET /api/admin/consultations/{id}": { access: "admin" },
  "POST /api/admin/consultations/{id}/status": { access: "admin" },
  "POST /api/admin/consultations/{id}/notes": { access: "admin" },
  "GET /api/admin/audit": { access: "admin" },
  "GET /api/admin/audit/facets": { access: "admin" },
  "GET /api/exchange-rates": { access: "public" },
  "POST /api/admin/exchange-rates": { access: "admin", body: { currency: "INR", unitsPerUsd: 88 } },
  "GET /api/admin/exchange-rates/history": { access: "admin" },
  "POST /api/auth/sign-up/email": { access: "public" },
  "POST /api/auth/sign-in/email": { access: "public" },
  "POST /api/auth/sign-out": { access: "public", endsSession: true },
  "POST /api/auth/update-user": { access: "signedIn", body: { name: "Renamed" } },
  "POST /api/auth/change-password": {
    access: "signedIn",
    body: { currentPassword: "not-the-password", newPassword: "a-brand-new-passphrase-9" },
    endsSession: true,
  },
  "POST /api/auth/revoke-sessions": { access: "signedIn", endsSession: true },
  "POST /api/auth/send-verification-email": {
    access: "public",
    body: { email: "someone-else@example.com" },
  },
  "GET /api/auth/verify-email": { access: "public" },
  "GET /api/auth/get-session": { access: "public" },
  "GET /api/auth/list-sessions": { access: "signedIn" },
  "POST /api/auth/two-factor/enable": {
    access: "signedIn",
    body: { password: "not-the-password" },
  },
  // The second step of a sign-in: without a session or a sign-in waiting for a code, 401.
  "POST /api/auth/two-factor/verify-totp": {
    access: "signedIn",
    body: { code: "000000" },
    takesCode: true,
  },
  "POST /api/auth/two-factor/verify-backup-code": {
    access: "signedIn",
    body: { code: "aaaaa-bbbbb" },
    takesCode: true,
  },
  "POST /api/auth/two-factor/generate-backup-codes": {
    access: "signedIn",
    body: { password: "not-the-password" },
  },
  "POST /api/auth/two-factor/disable": {
    access: "signedIn",
    body: { password: "not-the-password" },
    notForAdmins: true,
  },
  // Passkeys: adding and managing need a session; signing in with one does not.
  "GET /api/auth/passkey/generate-register-options": { access: "signedIn" },
  "POST /api/auth/passkey/verify-registration": {
    access: "signedIn",
    body: { response: { id: "not-a-credential", type: "public-key", response: {} } },
  },
  "GET /api/auth/passkey/generate-authenticate-options": { access: "public" },
  "POST /api/auth/passkey/verify-authentication": {
    access: "public",
    takesPasskey: true,
    body: { response: { id: "not-a-credential", type: "public-key", response: {} } },
  },
  "GET /api/auth/passkey/list-user-passkeys": { access: "signedIn" },
  "POST /api/auth/passkey/update-passkey": {
    access: "signedIn",
    body: { id: "not-a-passkey", name: "Laptop" },
  },
  "POST /api/auth/passkey/delete-passkey": { access: "signedIn", body: { id: "not-a-passkey" } },
  "POST /api/auth/request-password-reset": {
    access: "public",
    body: { email: "nobody-here@example.com" },
  },
  "GET /api/auth/reset-password/{token}": { access: "public" },
  "POST /api/auth/reset-password": {
    access: "public",
    body: { token: "not-a-token", newPassword: "a-brand-new-passphrase-9" },
  },
};

type Role = "anonymous" | "business" | "vendor" | "admin";
const ROLES: Role[] = ["anonymous", "business", "vendor", "admin"];

/** The status a role must get at the gate, or "through" (any answer but 401, 403 and 5xx). */
function expected({ access, notForAdmins }: Entry, role: Role): 401 | 403 | "through" {
  if (access === "public") return "through";
  if (notForAdmins && role === "admin") return 403;
  if (role === "anonymous") return 401;
  if (access === "signedIn" || role === "admin") return "through";
  if (access === "vendor") return role === "vendor" ? "through" : 403;
  return 403;
}

let t: TestApp;
let accounts: Record<Exclude<Role, "anonymous">, Account>;
let operations: { method: string; path: string; key: string }[];

beforeAll(async () => {
  t = await createTestApp();
  accounts = {
    business: await signedInAs(t, "business"),
    vendor: await signedInAs(t, "vendor"),
    admin: await signedInAs(t, "admin"),
  };
  const doc = (await client(t).get("/api/openapi.json")).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => ({
      method: method.toUpperCase(),
      path,
      key: `${method.toUpperCase()} ${path}`,
    })),
  );
});

/** The path with each parameter filled: an unknown id, or the caller's own dashboard. */
function concrete(path: string, role: Role): string {
  return path
    .replace("{role}", role === "anonymous" ? "business" : role)
    .replace(/\{\w+\}/g, () => randomUUID());
}

async function browserFor(role: Role, entry: Entry): Promise<Browser> {
  if (role === "anonymous") return client(t);
  if (entry.endsSession) return (await signedInAs(t, role)).browser;
  return accounts[role].browser;
}

describe("authorization matrix (from the OpenAPI document)", () => {
  it("has an entry for every operation, and no entry for an operation that is gone", () => {
    expect(operations.length).toBeGreaterThan(50);
    const documented = operations.map((o) => o.key).sort();
    expect(documented).toEqual(Object.keys(MATRIX).sort());
  });

  it("answers every operation for every role as the matrix says, and never 5xx", async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const entry = MATRIX[operation.key];
      if (!entry) continue; // the test above names it
      for (const role of ROLES) {
        const browser = await browserFor(role, entry);
        const body = ["GET", "DELETE"].includes(operation.method) ? undefined : (entry.body ?? {});
        const res = await browser.send(operation.method, concrete(operation.path, role), body);
        const want = expected(entry, role);
        const wrongCode =
          (entry.takesCode && res.status === 401 && res.body.error?.fields?.code) ||
          (entry.takesPasskey && res.status === 401 && res.body.error?.code === "PASSKEY_FAILED");
        const ok =
          res.status < 500 &&
          (want === "through"
            ? wrongCode || (res.status !== 401 && res.status !== 403)
            : res.status === want);
        if (!ok) wrong.push(`${operation.key} as ${role}: ${res.status}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    // Hundreds of requests one after another: 8 s on a quiet machine, over 20 s on a busy one.
  }, 60_000);

  it("closes Better Auth's own admin endpoints to everyone, admins included", async () => {
    const target = accounts.business.id;
    for (const role of ROLES) {
      const browser = await browserFor(role, { access: "admin" });
      for (const [path, body] of [
        ["/api/auth/admin/set-role", { userId: target, role: "admin" }],
        ["/api/auth/admin/ban-user", { userId: target }],
        ["/api/auth/admin/list-users", undefined],
      ] as const) {
        const res = await browser.send(body ? "POST" : "GET", path, body);
        expect(res.status, `${path} as ${role}`).toBe(404);
      }
    }
    const [row] = await t.db.select().from(user).where(eq(user.id, target));
    expect(row).toMatchObject({ role: "business", banned: false });
  });

  it("answers 404 to every Better Auth endpoint the document does not describe (an allowlist; issue 35 defect 9)", async () => {
    // Endpoints Better Auth 1.x has that we do not expose, with and without a session.
    const undescribed = [
      ["POST", "/api/auth/revoke-session", { token: "x" }],
      ["POST", "/api/auth/revoke-other-sessions", {}],
      ["POST", "/api/auth/delete-user", {}],
      ["POST", "/api/auth/change-email", { newEmail: "taken@example.com" }],
      ["POST", "/api/auth/link-social", { provider: "google" }],
      ["GET", "/api/auth/list-accounts", undefined],
      ["POST", "/api/auth/unlink-account", { providerId: "credential" }],
      ["GET", "/api/auth/ok", undefined],
      ["GET", "/api/auth/error", undefined],
      ["POST", "/api/auth/forget-password", { email: "x@example.com" }],
      ["GET", "/api/auth/sign-in/email", undefined],
    ] as const;
    for (const role of ROLES) {
      const browser = await browserFor(role, { access: "signedIn" });
      for (const [method, path, body] of undescribed) {
        const res = await browser.send(method, path, body);
        expect(res.status, `${method} ${path} as ${role}`).toBe(404);
        expect(res.body.error.code).toBe("NOT_FOUND");
      }
    }
    const [row] = await t.db.select().from(user).where(eq(user.id, accounts.business.id));
    expect(row?.email).toBe(accounts.business.email);
  });

  it("update-user never changes a role, whoever sends it", async () => {
    for (const role of ["business", "vendor"] as const) {
      const account = await signedInAs(t, role);
      const res = await account.browser.post("/api/auth/update-user", {
        name: "Still Me",
        role: "admin",
      });
      expect(res.status).toBe(400);
      const [row] = await t.db.select().from(user).where(eq(user.id, account.id));
      expect(row?.role).toBe(role);
    }
  });
});

describe("owners against another account of the same role", () => {
  it("a vendor cannot read or change another vendor's submission or listing", async () => {
    const owner = await signedInAs(t, "vendor");
    const other = await signedInAs(t, "vendor");
    const submission = await owner.browser.post("/api/tool-submissions", {
      name: "Owner Tool",
      description: "A tool only its vendor may change.",
      category: "Customer Service",
      pricingModel: "Monthly Subscription",
      websiteUrl: "https://owner-tool.example.com",
      submitterName: "Owner",
      submitterEmail: owner.email,
      submitterCompany: "Owner Co",
      features: [],
      integrations: [],
      agreeToTerms: true,
      language: "en",
    });
    expect(submission.status).toBe(201);
    const id = submission.body.id as string;
    expect((await owner.browser.get(`/api/vendor/submissions/${id}`)).status).toBe(200);
    const read = await other.browser.get(`/api/vendor/submissions/${id}`);
    expect([403, 404]).toContain(read.status);
    const change = await other.browser.send("PUT", `/api/vendor/submissions/${id}`, {
      name: "Hijacked",
    });
    expect([400, 403, 404]).toContain(change.status);
    const own = await owner.browser.get(`/api/vendor/submissions/${id}`);
    expect(own.body.name).toBe("Owner Tool");
    const theirs = (await other.browser.get("/api/vendor/submissions")).body;
    expect(JSON.stringify(theirs)).not.toContain(id);

    // A live listing linked to the owner: the other vendor sees none of it.
    const tool = await insertTool(t.db, { name: "Owned Listing", vendorUserId: owner.id });
    expect((await owner.browser.get(`/api/vendor/listings/${tool.id}`)).status).toBe(200);
    const listing = await other.browser.get(`/api/vendor/listings/${tool.id}`);
    expect([403, 404]).toContain(listing.status);
    const revision = await other.browser.post(`/api/vendor/listings/${tool.id}/revisions`, {});
    expect([400, 403, 404]).toContain(revision.status);
  });

  it("a business user cannot read another's consultation, rating or favourites", async () => {
    const owner = await signedInAs(t, "business");
    const other = await signedInAs(t, "business");
    const booked = await owner.browser.post("/api/consultations", {
      name: "Owner",
      email: owner.email,
      details: "Private plans.",
      language: "en",
    });
    expect(booked.status).toBe(201);
    const id = booked.body.id as string;
    expect((await owner.browser.get(`/api/me/consultations/${id}`)).status).toBe(200);
    expect((await other.browser.get(`/api/me/consultations/${id}`)).status).toBe(404);
    const list = (await other.browser.get("/api/me/consultations")).body;
    expect(JSON.stringify(list)).not.toContain(id);

    const tool = await insertTool(t.db, { name: "Rated Tool" });
    expect(
      (await owner.browser.send("PUT", `/api/tools/${tool.id}/ratings/mine`, { rating: 4 })).status,
    ).toBe(200);
    expect(
      (await owner.browser.send("PUT", `/api/me/favorites/${tool.id}`, undefined)).status,
    ).toBe(204);
    const mine = await other.browser.get(`/api/tools/${tool.id}/ratings/mine`);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain('"rating":4');
    expect((await other.browser.get("/api/me/favorites/ids")).body.ids).toEqual([]);
  });
});
