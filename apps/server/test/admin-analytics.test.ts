import { ANALYTICS_EVENT_TYPES } from "@app/shared/catalog";
import { LEAD_PROMISES } from "@app/shared/leads";
import { and, eq, gte } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { user } from "../src/db/schema/auth.ts";
import { analyticsEvents, toolRatings, userFavorites } from "../src/db/schema/catalog.ts";
import { emailOutbox } from "../src/db/schema/email.ts";
import { consultations, toolSubmissions } from "../src/db/schema/leads.ts";
import { reports } from "../src/db/schema/reports.ts";
import { adminAlerts } from "../src/modules/admin/admin-alerts.repository.ts";
import { businessDaysBefore } from "../src/modules/admin/business-days.ts";
import { signedInAdmin } from "./accounts.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const at = (iso: string) => new Date(iso);
type EventRow = typeof analyticsEvents.$inferInsert;
const event = (eventType: string, createdAt: string, more: Partial<EventRow> = {}): EventRow => ({
  eventType,
  createdAt: at(createdAt),
  ...more,
});
const search = (query: string, results: number, createdAt: string) =>
  event("search", createdAt, { eventData: { query, results_count: results } });

describe("GET /api/admin/analytics and /api/admin/alerts: who may read them", () => {
  it.each(["/api/admin/analytics", "/api/admin/alerts"])(
    "%s answers a visitor 401 and a business or vendor account 403, in the error shape",
    async (path) => {
      const visitor = await client(t).get(path);
      expect(visitor.status).toBe(401);
      expect(visitor.body.error.code).toBe("UNAUTHENTICATED");
      for (const role of ["business", "vendor"]) {
        const res = await (await signedUp(t, { role })).get(path);
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe("FORBIDDEN");
        expect(res.body).not.toHaveProperty("alerts");
        expect(res.body).not.toHaveProperty("days");
      }
    },
  );
});

describe("GET /api/admin/analytics", () => {
  it("counts events per UTC day by type, zero-filling days without any", async () => {
    const admin = await signedInAdmin(t);
    await t.db.insert(analyticsEvents).values([
      event("page_view", "2026-03-02T00:00:00Z"),
      event("page_view", "2026-03-02T23:59:59Z"),
      event("tool_view", "2026-03-02T12:00:00Z"),
      event("page_view", "2026-03-04T08:00:00Z"),
      // Just outside the period on either side.
      event("page_view", "2026-03-01T23:59:59Z"),
      event("page_view", "2026-03-05T00:00:00Z"),
      // Not a type the API records: left out.
      event("not_a_type", "2026-03-03T10:00:00Z"),
    ]);
    const res = await admin.get("/api/admin/analytics?from=2026-03-02&to=2026-03-04");
    expect(res.status).toBe(200);
    expect(res.body.from).toBe("2026-03-02");
    expect(res.body.to).toBe("2026-03-04");
    const zero = Object.fromEntries(ANALYTICS_EVENT_TYPES.map((type) => [type, 0]));
    expect(res.body.days).toEqual([
      { date: "2026-03-02", counts: { ...zero, page_view: 2, tool_view: 1 } },
      { date: "2026-03-03", counts: zero },
      { date: "2026-03-04", counts: { ...zero, page_view: 1 } },
    ]);

    // The daily totals follow later inserts into a day already counted, and deletes.
    await t.db.insert(analyticsEvents).values(event("page_view", "2026-03-02T08:00:00Z"));
    await t.db
      .delete(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.eventType, "tool_view"),
          gte(analyticsEvents.createdAt, at("2026-03-02T00:00:00Z")),
        ),
      );
    const after = await admin.get("/api/admin/analytics?from=2026-03-02&to=2026-03-02");
    expect(after.body.days).toEqual([{ date: "2026-03-02", counts: { ...zero, page_view: 3 } }]);
  });

  it("lists the most viewed tools and the most frequent searches, with and without results", async () => {
    const admin = await signedInAdmin(t);
    const [alpha, beta, gamma] = [
      await insertTool(t.db, { name: "Alpha Desk" }),
      await insertTool(t.db, { name: "Beta Books" }),
      await insertTool(t.db, { name: "Gamma Chat" }),
    ];
    const day = "2026-03-10T10:00:00Z";
    const views = (solutionId: string, n: number) =>
      Array.from({ length: n }, () => event("tool_view", day, { solutionId }));
    await t.db.insert(analyticsEvents).values([
      ...views(beta?.id as string, 3),
      ...views(gamma?.id as string, 2),
      ...views(alpha?.id as string, 2),
      // Outside the period and without a tool: not counted.
      event("tool_view", "2026-02-01T10:00:00Z", { solutionId: alpha?.id }),
      event("tool_view", day),
      search("CRM", 4, day),
      search(" crm ", 0, day),
      search("crm", 0, day),
      search("Arabic OCR", 0, day),
      search("invoices", 2, day),
      search("invoices", 5, day),
      search("   ", 0, day),
      event("search", day, { eventData: {} }),
      search("old", 0, "2026-02-01T10:00:00Z"),
    ]);
    const res = await admin.get("/api/admin/analytics?from=2026-03-10&to=2026-03-10");
    expect(res.status).toBe(200);
    expect(res.body.topTools).toEqual([
      { solutionId: beta?.id, name: "Beta Books", slug: beta?.slug, views: 3 },
      { solutionId: alpha?.id, name: "Alpha Desk", slug: alpha?.slug, views: 2 },
      { solutionId: gamma?.id, name: "Gamma Chat", slug: gamma?.slug, views: 2 },
    ]);
    expect(res.body.topSearches).toEqual([
      { query: "crm", count: 3 },
      { query: "invoices", count: 2 },
      { query: "arabic ocr", count: 1 },
    ]);
    expect(res.body.noResultSearches).toEqual([
      { query: "crm", count: 2 },
      { query: "arabic ocr", count: 1 },
    ]);
    expect(res.body.days[0].counts.search).toBe(8);
  });

  it("keeps each top list to ten rows", async () => {
    const admin = await signedInAdmin(t);
    const day = "2026-03-10T10:00:00Z";
    await t.db
      .insert(analyticsEvents)
      .values(Array.from({ length: 12 }, (_, i) => search(`query ${i}`, 0, day)));
    const res = await admin.get("/api/admin/analytics?from=2026-03-10&to=2026-03-10");
    expect(res.body.topSearches).toHaveLength(10);
    expect(res.body.noResultSearches).toHaveLength(10);
  });

  it("counts the funnel: tool views, favourites saved, consultation requests, with shares", async () => {
    const admin = await signedInAdmin(t);
    const tool = await insertTool(t.db);
    const inside = "2026-04-15T09:00:00Z";
    await t.db
      .insert(analyticsEvents)
      .values([
        ...Array.from({ length: 8 }, () => event("tool_view", inside, { solutionId: tool.id })),
        event("tool_view", "2026-04-30T09:00:00Z", { solutionId: tool.id }),
      ]);
    const users = await t.db
      .insert(user)
      .values(
        Array.from({ length: 3 }, (_, i) => ({
          id: `funnel-user-${i}`,
          name: `Funnel ${i}`,
          email: `funnel-${i}@example.com`,
        })),
      )
      .returning();
    await t.db.insert(userFavorites).values([
      { userId: users[0]?.id as string, solutionId: tool.id, createdAt: at(inside) },
      { userId: users[1]?.id as string, solutionId: tool.id, createdAt: at(inside) },
      {
        userId: users[2]?.id as string,
        solutionId: tool.id,
        createdAt: at("2026-05-01T00:00:00Z"),
      },
    ]);
    const lead = { name: "Layla", email: "layla@example.com", createdAt: at(inside) };
    await t.db
      .insert(consultations)
      .values([lead, { ...lead, createdAt: at("2026-03-31T23:00:00Z") }]);

    const res = await admin.get("/api/admin/analytics?from=2026-04-01&to=2026-04-30");
    expect(res.body.funnel).toEqual({
      views: 9,
      saves: 2,
      consultations: 1,
      viewToSave: 22.2,
      saveToConsultation: 50,
      viewToConsultation: 11.1,
    });
    const empty = await admin.get("/api/admin/analytics?from=2020-01-01&to=2020-01-02");
    expect(empty.body.funnel).toEqual({
      views: 0,
      saves: 0,
      consultations: 0,
      viewToSave: null,
      saveToConsultation: null,
      viewToConsultation: null,
    });
    expect(empty.body.topTools).toEqual([]);
    expect(empty.body.days).toHaveLength(2);
  });

  it("defaults to the last 30 days ending today (UTC), and today's events are in it", async () => {
    const admin = await signedInAdmin(t);
    await t.db.insert(analyticsEvents).values(event("page_view", new Date().toISOString()));
    const res = await admin.get("/api/admin/analytics");
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body.to).toBe(today);
    expect(res.body.days).toHaveLength(30);
    expect(res.body.days.at(-1)).toMatchObject({ date: today, counts: { page_view: 1 } });
    const from = await admin.get("/api/admin/analytics?to=2026-01-31");
    expect(from.body.from).toBe("2026-01-02");
  });

  it("answers 400 with the field for a bad date, a reversed or too long period, unknown keys", async () => {
    const admin = await signedInAdmin(t);
    const cases: [string, string][] = [
      ["from=2026-02-30&to=2026-03-01", "from"],
      ["from=yesterday", "from"],
      ["to=2026-3-1", "to"],
      ["from=2026-03-05&to=2026-03-04", "from"],
      ["from=2025-01-01&to=2026-01-02", "to"],
      ["from=2099-01-01", "from"],
      ["days=7", "days"],
    ];
    for (const [query, field] of cases) {
      const res = await admin.get(`/api/admin/analytics?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(res.body.error.fields), query).toContain(field);
    }
    // 366 days, both ends included, is the longest allowed.
    const longest = await admin.get("/api/admin/analytics?from=2025-01-01&to=2026-01-01");
    expect(longest.status).toBe(200);
    expect(longest.body.days).toHaveLength(366);
  });
});

describe("businessDaysBefore", () => {
  // 2026-03-02 is a Monday.
  const cases: [string, number, string][] = [
    ["2026-03-04T10:00:00Z", 1, "2026-03-03T10:00:00.000Z"], // Wed -> Tue
    ["2026-03-04T10:00:00Z", 3, "2026-02-27T10:00:00.000Z"], // Wed -> the Friday before
    ["2026-03-02T10:00:00Z", 1, "2026-02-27T10:00:00.000Z"], // Mon -> Fri, weekend skipped
    ["2026-03-07T15:00:00Z", 1, "2026-03-06T00:00:00.000Z"], // Sat: the clock stood at Friday's end
    ["2026-03-08T15:00:00Z", 3, "2026-03-04T00:00:00.000Z"], // Sun -> Wed 00:00
    ["2026-03-09T00:30:00Z", 1, "2026-03-06T00:30:00.000Z"], // Mon just after midnight -> Fri
    ["2026-03-06T10:00:00Z", 0, "2026-03-06T10:00:00.000Z"],
  ];
  it.each(cases)("from %s back %i business days is %s", (now, days, expected) => {
    expect(businessDaysBefore(at(now), days).toISOString()).toBe(expected);
  });
});

describe("admin alerts", () => {
  const submission = (name: string, enteredReview: string, status = "pending") => ({
    name,
    description: "A tool waiting for review.",
    category: "Customer Service",
    pricingModel: "Monthly Subscription",
    websiteUrl: "https://example.com",
    submitterName: "Omar",
    submitterEmail: "omar@example.com",
    submitterCompany: "Nakhla Labs",
    status,
    createdAt: at(enteredReview),
    updatedAt: at(enteredReview),
  });
  // Thursday 2026-03-12, noon UTC.
  const now = at("2026-03-12T12:00:00Z");

  it("counts submissions pending longer than the promised business days, skipping weekends", async () => {
    expect(LEAD_PROMISES.toolReviewMaxBusinessDays).toBe(3);
    await t.db.insert(toolSubmissions).values([
      // Friday 2026-03-06 11:00: 4 business days (Fri 11-Thu 11) by Thursday noon.
      submission("Four business days", "2026-03-06T11:00:00Z"),
      // Saturday: waiting since Monday 00:00, 3.5 business days.
      submission("Over a weekend", "2026-03-07T09:00:00Z"),
      // Monday noon: exactly 3 business days, not over.
      submission("Three business days", "2026-03-09T12:00:00Z"),
      // Wednesday: 1 business day.
      submission("One business day", "2026-03-11T12:00:00Z"),
      // Old but decided: not waiting.
      submission("Approved long ago", "2026-01-05T12:00:00Z", "approved"),
    ]);
    expect(await adminAlerts(t.db, now)).toEqual([
      { kind: "overdue_submissions", count: 2, oldest: "2026-03-06T11:00:00.000Z" },
    ]);
    // The Wednesday before: Fri 11:00 -> Wed noon is 3 business days and an hour, so it counts;
    // Saturday's has waited 2.5 business days.
    expect(await adminAlerts(t.db, at("2026-03-11T12:00:00Z"))).toEqual([
      { kind: "overdue_submissions", count: 1, oldest: "2026-03-06T11:00:00.000Z" },
    ]);
  });

  it("counts consultation requests nobody contacted within the promised hours", async () => {
    expect(LEAD_PROMISES.consultationContactHours).toBe(24);
    const request = (name: string, sent: string, status = "pending") => ({
      name,
      email: `${name.toLowerCase().replaceAll(" ", "-")}@example.com`,
      status,
      createdAt: at(sent),
    });
    await t.db.insert(consultations).values([
      // Wednesday 11:00: 25 hours by Thursday noon.
      request("Twenty five hours", "2026-03-11T11:00:00Z"),
      // Wednesday 13:00: 23 hours, within the promise.
      request("Twenty three hours", "2026-03-11T13:00:00Z"),
      // Old but already contacted: not waiting.
      request("Contacted", "2026-03-01T09:00:00Z", "contacted"),
    ]);
    expect(await adminAlerts(t.db, now)).toEqual([
      { kind: "overdue_consultations", count: 1, oldest: "2026-03-11T11:00:00.000Z" },
    ]);
  });

  it("counts e-mails failing in the outbox: given up, or waiting to retry after a failure", async () => {
    const mail = (status: string, lastError: string | null, createdAt: string) => ({
      template: "submission-received",
      toAddress: "vendor@example.com",
      recipientKey: "vendor@example.com",
      subject: "Thanks",
      html: "<p>Thanks</p>",
      text: "Thanks",
      status,
      lastError,
      attempts: lastError ? 3 : 0,
      createdAt: at(createdAt),
    });
    await t.db
      .insert(emailOutbox)
      .values([
        mail("pending", null, "2026-03-12T11:00:00Z"),
        mail("sent", null, "2026-03-01T11:00:00Z"),
        mail("pending", "connect ECONNREFUSED", "2026-03-11T11:00:00Z"),
        mail("failed", "550 mailbox unavailable", "2026-03-10T11:00:00Z"),
      ]);
    expect(await adminAlerts(t.db, now)).toEqual([
      { kind: "failing_emails", count: 2, oldest: "2026-03-10T11:00:00.000Z" },
    ]);
  });

  it("counts reviews reported or hidden today (UTC), each once", async () => {
    const tool = await insertTool(t.db);
    const users = await t.db
      .insert(user)
      .values(
        Array.from({ length: 4 }, (_, i) => ({
          id: `review-user-${i}`,
          name: `Reviewer ${i}`,
          email: `reviewer-${i}@example.com`,
        })),
      )
      .returning();
    const ratings = await t.db
      .insert(toolRatings)
      .values(
        users.map((u) => ({ userId: u.id, solutionId: tool.id, rating: 2, review: "Not good." })),
      )
      .returning();
    const [a, b, c, dd] = ratings.map((r) => r.id);
    const reviewReport = (ratingId: string | undefined) => ({
      subject: "review",
      solutionId: tool.id,
      ratingId: ratingId as string,
      reason: "spam",
    });
    await t.db.insert(reports).values([
      // Reported twice today, and hidden today: one review.
      {
        ...reviewReport(a),
        reporterId: users[1]?.id as string,
        createdAt: at("2026-03-12T08:00:00Z"),
      },
      {
        ...reviewReport(a),
        reporterId: users[2]?.id as string,
        createdAt: at("2026-03-12T09:00:00Z"),
      },
      // Reported yesterday: not today's.
      {
        ...reviewReport(b),
        reporterId: users[0]?.id as string,
        createdAt: at("2026-03-11T23:59:00Z"),
      },
    ]);
    await t.db
      .update(toolRatings)
      .set({ hiddenAt: at("2026-03-12T10:00:00Z") })
      .where(eq(toolRatings.id, a as string));
    await t.db
      .update(toolRatings)
      .set({ hiddenAt: at("2026-03-12T07:30:00Z") })
      .where(eq(toolRatings.id, c as string));
    await t.db
      .update(toolRatings)
      .set({ hiddenAt: at("2026-03-10T07:30:00Z") })
      .where(eq(toolRatings.id, dd as string));
    expect(await adminAlerts(t.db, now)).toEqual([
      { kind: "reviews_flagged", count: 2, oldest: "2026-03-12T07:30:00.000Z" },
    ]);
    expect(await adminAlerts(t.db, at("2026-03-13T00:00:00Z"))).toEqual([]);
  });

  it("is empty when nothing needs an admin, and GET /api/admin/alerts answers the list", async () => {
    const admin = await signedInAdmin(t);
    expect((await admin.get("/api/admin/alerts")).body).toEqual({ alerts: [] });
    await t.db.insert(toolSubmissions).values(submission("Waiting", "2020-01-06T10:00:00Z"));
    const res = await admin.get("/api/admin/alerts");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      alerts: [{ kind: "overdue_submissions", count: 1, oldest: "2020-01-06T10:00:00.000Z" }],
    });
  });
});
