import { ROW_CAPS } from "@app/shared/limits";
import {
  MATURITY_AREA_CATEGORIES,
  MATURITY_LIMITS,
  MATURITY_QUESTIONS,
  type MaturityArea,
  type MaturityQuestionId,
  maturityHistorySchema,
  maturityResultSchema,
  maturitySavedSchema,
} from "@app/shared/maturity";
import { and, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../src/db/schema/email.ts";
import { consultations } from "../src/db/schema/leads.ts";
import { maturityAssessments } from "../src/db/schema/maturity.ts";
import { MATURITY_RESULTS_PER_TEN_MINUTES } from "../src/modules/maturity/maturity.index.ts";
import { type Account, expectError, signedInAs } from "./accounts.ts";
import { countRows, insertTool } from "./catalog-fixtures.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { consultation } from "./lead-fixtures.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

/** Every question answered `fill`, but those named. */
function answers(values: Partial<Record<MaturityQuestionId, number>> = {}, fill = 3) {
  return Object.fromEntries(MATURITY_QUESTIONS.map((q) => [q.id, values[q.id] ?? fill]));
}

/**
 * strategy 3,3,3 = 100; data 0,0,0 = 0; processes 1,2 = 50; skills 1,0 = 17; tools 3,2 = 83;
 * overall (100 + 0 + 50 + 17 + 83) / 5 = 50. Weakest: data, then skills.
 */
const KNOWN = {
  answers: answers({
    dataCapture: 0,
    dataQuality: 0,
    dataAccess: 0,
    processesDocumented: 1,
    processesAutomated: 2,
    skillsTeam: 1,
    skillsTraining: 0,
    toolsSoftware: 3,
    toolsAi: 2,
  }),
};
const KNOWN_SCORES = {
  overall: 50,
  areas: { strategy: 100, data: 0, processes: 50, skills: 17, tools: 83 },
};

/** Only the data area is weak (every other answer 3). */
const DATA_ONLY = { answers: answers({ dataCapture: 1, dataQuality: 1, dataAccess: 1 }) };

const score = (body: unknown, who = client(t)) => who.post("/api/maturity/results", body);
const save = (who: Account, body: unknown, headers?: Record<string, string>) =>
  who.browser.post("/api/me/maturity-assessments", body, headers);
const history = (who: Account) => who.browser.get("/api/me/maturity-assessments");
const assessmentRows = () => countRows(t.db, "maturity_assessments");

const categoriesOf = (area: MaturityArea): readonly string[] => MATURITY_AREA_CATEGORIES[area];

describe("POST /api/maturity/results", () => {
  it("scores the answers on the server: every area, overall and the weakest areas; writes nothing", async () => {
    const res = await score({ ...KNOWN, industry: "retail" });
    expect(res.status).toBe(200);
    expect(maturityResultSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.scores).toEqual(KNOWN_SCORES);
    expect(res.body.weakAreas).toEqual(["data", "skills"]);

    const all = await score({ answers: answers({}, 3) });
    expect(all.body.scores).toEqual({
      overall: 100,
      areas: { strategy: 100, data: 100, processes: 100, skills: 100, tools: 100 },
    });
    expect(all.body.weakAreas).toEqual([]);
    const none = await score({ answers: answers({}, 0) });
    expect(none.body.scores.overall).toBe(0);
    expect(none.body.weakAreas).toEqual(["strategy", "data"]);
    // Scores a client sends along are not even accepted.
    expectError(await score({ ...KNOWN, scores: { overall: 100 } }), 400, "VALIDATION_FAILED");
    expect(await assessmentRows()).toBe(0);
  });

  it("recommends published tools of the weak areas' categories only, the visitor's industry first", async () => {
    const daTop = await insertTool(t.db, {
      name: "Analytics Star",
      category: "Data Analytics",
      verified: true,
      featured: true,
      rating: 4.9,
    });
    const daRetail = await insertTool(t.db, {
      name: "Shop Analytics",
      category: "Data Analytics",
      industryTags: ["e-commerce", "retail"],
    });
    const ops = await insertTool(t.db, { name: "Flow Bot", category: "Operations & Automation" });
    const hrRetail = await insertTool(t.db, {
      name: "Store Hiring",
      category: "HR & Recruitment",
      industryTags: ["retail"],
    });
    const content = await insertTool(t.db, { name: "Copy Desk", category: "Content Creation" });
    // Never: hidden, or of a category no weak area lists.
    await insertTool(t.db, {
      name: "Hidden Analytics",
      category: "Data Analytics",
      industryTags: ["retail"],
      verified: true,
      featured: true,
      rating: 5,
      status: "hidden",
    });
    await insertTool(t.db, {
      name: "Retail Helpdesk",
      category: "Customer Service",
      industryTags: ["retail"],
      verified: true,
      rating: 5,
    });

    const res = await score({ ...KNOWN, industry: "retail" });
    expect(res.status).toBe(200);
    const recs = res.body.recommendations as {
      tool: { id: string; category: string; verified: boolean };
      area: MaturityArea;
      industryMatch: boolean;
    }[];
    expect(recs.map((r) => r.tool.id).sort()).toEqual(
      [daTop.id, daRetail.id, ops.id, hrRetail.id, content.id].sort(),
    );
    // The industry's tools first, one of each weak area in turn.
    expect(recs.slice(0, 2).map((r) => [r.tool.id, r.area, r.industryMatch])).toEqual([
      [daRetail.id, "data", true],
      [hrRetail.id, "skills", true],
    ]);
    expect(recs.slice(2).every((r) => !r.industryMatch)).toBe(true);
    for (const r of recs) expect(categoriesOf(r.area)).toContain(r.tool.category);
    expect(recs.find((r) => r.tool.id === daTop.id)?.tool).toMatchObject({
      name: "Analytics Star",
      verified: true,
      rating: 4.9,
    });

    // Without an industry (or with the vague "other"), no tool matches one.
    for (const body of [KNOWN, { ...KNOWN, industry: "other" }]) {
      const plain = (await score(body)).body.recommendations as typeof recs;
      expect(plain.every((r) => !r.industryMatch)).toBe(true);
      expect(plain[0]?.tool.id).toBe(daTop.id);
    }
  });

  it("ranks an area's tools industry, verified, featured, rating; at most the limit, spread over the areas", async () => {
    const top = await insertTool(t.db, { category: "Data Analytics", rating: 5 });
    const featured = await insertTool(t.db, {
      category: "Operations & Automation",
      featured: true,
      rating: 3,
    });
    const verified = await insertTool(t.db, { category: "Data Analytics", verified: true });
    const local = await insertTool(t.db, {
      category: "Operations & Automation",
      industryTags: ["logistics"],
    });
    const ranked = (await score({ ...DATA_ONLY, industry: "logistics" })).body;
    expect(ranked.weakAreas).toEqual(["data"]);
    expect(ranked.recommendations.map((r: { tool: { id: string } }) => r.tool.id)).toEqual([
      local.id,
      verified.id,
      featured.id,
      top.id,
    ]);

    // Many tools for data, a few for skills: each weak area gets its share of the places.
    for (let i = 0; i < 8; i += 1) await insertTool(t.db, { category: "Data Analytics" });
    for (let i = 0; i < 2; i += 1) await insertTool(t.db, { category: "Content Creation" });
    const spread = (await score(KNOWN)).body.recommendations as { area: MaturityArea }[];
    expect(spread).toHaveLength(MATURITY_LIMITS.recommendations);
    expect(spread.filter((r) => r.area === "skills")).toHaveLength(2);
    expect(spread.map((r) => r.area).slice(0, 4)).toEqual(["data", "skills", "data", "skills"]);

    // Three data tools of the industry and none for skills: the turns take data, skills, data,
    // skills, data, data; the industry's three go first all the same.
    for (let i = 0; i < 2; i += 1) {
      await insertTool(t.db, { category: "Data Analytics", industryTags: ["logistics"] });
    }
    const local3 = (await score({ ...KNOWN, industry: "logistics" })).body.recommendations as {
      area: MaturityArea;
      industryMatch: boolean;
    }[];
    expect(local3.map((r) => [r.area, r.industryMatch])).toEqual([
      ["data", true],
      ["data", true],
      ["data", true],
      ["skills", false],
      ["skills", false],
      ["data", false],
    ]);
  });

  it("when every area leads: the best-rated verified tools, each under its category's first area", async () => {
    const best = await insertTool(t.db, { category: "Data Analytics", verified: true, rating: 5 });
    const hr = await insertTool(t.db, { category: "HR & Recruitment", verified: true, rating: 4 });
    await insertTool(t.db, { category: "Data Analytics", rating: 5, featured: true });
    await insertTool(t.db, { category: "Data Analytics", verified: true, status: "hidden" });
    const res = await score({ answers: answers({}, 3) });
    expect(res.body.weakAreas).toEqual([]);
    expect(
      res.body.recommendations.map((r: { tool: { id: string }; area: string }) => [
        r.tool.id,
        r.area,
      ]),
    ).toEqual([
      [best.id, "strategy"],
      [hr.id, "skills"],
    ]);
  });

  it("refuses junk answers with 400 in the error shape, and stores nothing", async () => {
    const { strategyGoals: _, ...missing } = KNOWN.answers;
    for (const body of [
      {},
      { answers: missing },
      { answers: { ...KNOWN.answers, strategyGoals: 4 } },
      { answers: { ...KNOWN.answers, strategyGoals: -1 } },
      { answers: { ...KNOWN.answers, strategyGoals: 1.5 } },
      { answers: { ...KNOWN.answers, strategyGoals: "3" } },
      { answers: { ...KNOWN.answers, strategyGoals: null } },
      { answers: { ...KNOWN.answers, favouriteColour: 2 } },
      { ...KNOWN, industry: "mining" },
      { ...KNOWN, extra: true },
      [],
    ]) {
      const res = await score(body);
      expectError(res, 400, "VALIDATION_FAILED");
    }
    expectError(await client(t).send("POST", "/api/maturity/results", "{not json"), 400);
    expect(await assessmentRows()).toBe(0);
  });
});

describe("scoring's rate limit", () => {
  it("answers one address 60 times in 10 minutes, then 429 with Retry-After; another address goes on", async () => {
    const visitor = client(t);
    for (let i = 0; i < MATURITY_RESULTS_PER_TEN_MINUTES; i += 1) {
      expect((await score(i % 10 === 0 ? KNOWN : {}, visitor)).status).not.toBe(429);
    }
    const limited = await score(KNOWN, visitor);
    expectError(limited, 429, "RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await score(KNOWN)).status).toBe(200);
  });
});

describe("saved assessments", () => {
  it("need a signed-in account (401 for a visitor, nothing stored)", async () => {
    expectError(
      await client(t).post("/api/me/maturity-assessments", KNOWN),
      401,
      "UNAUTHENTICATED",
    );
    expectError(await client(t).get("/api/me/maturity-assessments"), 401, "UNAUTHENTICATED");
    expect(await assessmentRows()).toBe(0);
  });

  it("are scored by the server; a second save returns the first as previous; history is the caller's own, newest first", async () => {
    const owner = await signedInAs(t, "business");
    const other = await signedInAs(t, "vendor");
    expect((await history(owner)).body).toEqual({ items: [] });

    const first = await save(owner, { ...KNOWN, industry: "retail" });
    expect(first.status).toBe(201);
    expect(maturitySavedSchema.parse(first.body)).toEqual(first.body);
    expect(first.body.assessment).toMatchObject({ industry: "retail", scores: KNOWN_SCORES });
    expect(first.body.previous).toBeNull();

    const second = await save(owner, DATA_ONLY);
    expect(second.status).toBe(201);
    expect(second.body.assessment.scores.areas.data).toBe(33);
    expect(second.body.assessment.industry).toBeNull();
    expect(second.body.previous).toEqual(first.body.assessment);

    // Someone else's save is not my previous one, and my history holds only mine.
    const theirs = await save(other, KNOWN);
    expect(theirs.body.previous).toBeNull();
    const mine = await history(owner);
    expect(mine.status).toBe(200);
    expect(maturityHistorySchema.parse(mine.body)).toEqual(mine.body);
    expect(mine.body.items.map((i: { id: string }) => i.id)).toEqual([
      second.body.assessment.id,
      first.body.assessment.id,
    ]);
    expect((await history(other)).body.items.map((i: { id: string }) => i.id)).toEqual([
      theirs.body.assessment.id,
    ]);
    const stranger = await signedInAs(t, "business");
    expect((await history(stranger)).body).toEqual({ items: [] });
  });

  it("history shows at most the newest ones", async () => {
    const owner = await signedInAs(t, "business");
    const rows = Array.from({ length: MATURITY_LIMITS.history + 3 }, (_, i) => ({
      userId: owner.id,
      answers: KNOWN.answers as never,
      scores: { overall: i, areas: KNOWN_SCORES.areas },
      overall: i,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    }));
    await t.db.insert(maturityAssessments).values(rows);
    const items = (await history(owner)).body.items as { scores: { overall: number } }[];
    expect(items).toHaveLength(MATURITY_LIMITS.history);
    expect(items[0]?.scores.overall).toBe(MATURITY_LIMITS.history + 2);
  });

  it("an account keeps only its newest saves: each save past the cap deletes the oldest (issue 46)", async () => {
    const owner = await signedInAs(t, "business", {}, { confirmEmail: false });
    const other = await signedInAs(t, "business");
    const theirs = await save(other, KNOWN);
    // An assessment sent with a consultation request stays with the request.
    expect(
      (await owner.browser.post("/api/consultations", { ...consultation, assessment: KNOWN }))
        .status,
    ).toBe(201);
    const cap = ROW_CAPS.maturityAssessmentsPerAccount;
    const ids: string[] = [];
    for (let i = 0; i < cap + 5; i++) {
      const res = await save(owner, i % 2 ? KNOWN : DATA_ONLY);
      expect(res.status).toBe(201);
      ids.push(res.body.assessment.id);
    }
    const saved = await t.db
      .select({ id: maturityAssessments.id })
      .from(maturityAssessments)
      .where(
        and(eq(maturityAssessments.userId, owner.id), isNull(maturityAssessments.consultationId)),
      );
    expect(saved.map((r) => r.id).sort()).toEqual(ids.slice(-cap).sort());
    // The request's assessment and the other account's save are still there.
    expect(await assessmentRows()).toBe(cap + 2);
    expect((await history(other)).body.items.map((i: { id: string }) => i.id)).toEqual([
      theirs.body.assessment.id,
    ]);
  });

  it("a save retried with the same Idempotency-Key is stored once; other answers under it are 422", async () => {
    const owner = await signedInAs(t, "business");
    const key = { "Idempotency-Key": "maturity-save-0001" };
    const first = await save(owner, KNOWN, key);
    expect(first.status).toBe(201);
    const again = await save(owner, KNOWN, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expectError(await save(owner, DATA_ONLY, key), 422, "UNPROCESSABLE");
    expectError(await save(owner, KNOWN, { "Idempotency-Key": "bad key!" }), 400);
    // The same key from another account is that account's own save.
    const other = await signedInAs(t, "business");
    expect((await save(other, KNOWN, key)).status).toBe(201);
    expect(await assessmentRows()).toBe(2);
  });

  it("refuses junk answers with 400 and stores nothing", async () => {
    const owner = await signedInAs(t, "business");
    for (const body of [
      {},
      { answers: { ...KNOWN.answers, toolsAi: 4 } },
      { answers: { ...KNOWN.answers, toolsAi: "2" } },
      { answers: { ...KNOWN.answers, unknownQuestion: 1 } },
      { ...KNOWN, industry: "mining" },
    ]) {
      expectError(await save(owner, body), 400, "VALIDATION_FAILED");
    }
    expect(await assessmentRows()).toBe(0);
  });
});

describe("an assessment sent with a consultation request", () => {
  it("is stored with the request (scored by the server) and shown in the admin's pipeline and the requester's own list", async () => {
    const requester = await signedInAs(t, "business");
    const booked = await requester.browser.post("/api/consultations", {
      ...consultation,
      email: requester.email,
      assessment: { ...KNOWN, industry: "retail" },
    });
    expect(booked.status).toBe(201);
    const id = booked.body.id as string;
    const plain = await requester.browser.post("/api/consultations", {
      ...consultation,
      email: requester.email,
    });

    const [row] = await t.db.select().from(maturityAssessments);
    expect(row).toMatchObject({
      consultationId: id,
      userId: requester.id,
      industry: "retail",
      scores: KNOWN_SCORES,
      overall: 50,
    });

    const admin = await signedInAs(t, "admin");
    const list = (await admin.browser.get("/api/admin/consultations")).body.items as {
      id: string;
      assessment: unknown;
    }[];
    expect(list.find((c) => c.id === id)?.assessment).toEqual(KNOWN_SCORES);
    expect(list.find((c) => c.id === plain.body.id)?.assessment).toBeNull();
    expect((await admin.browser.get(`/api/admin/consultations/${id}`)).body.assessment).toEqual(
      KNOWN_SCORES,
    );
    const moved = await admin.browser.post(`/api/admin/consultations/${id}/status`, {
      status: "contacted",
    });
    expect(moved.body.assessment).toEqual(KNOWN_SCORES);

    const own = (await requester.browser.get("/api/me/consultations")).body.items as {
      id: string;
      assessment: unknown;
    }[];
    expect(own.find((c) => c.id === id)?.assessment).toEqual(KNOWN_SCORES);
    expect((await requester.browser.get(`/api/me/consultations/${id}`)).body.assessment).toEqual(
      KNOWN_SCORES,
    );
    // Sent while signed in, it is in the requester's history too; never in anyone else's.
    expect((await history(requester)).body.items).toHaveLength(1);
    expect((await history(await signedInAs(t, "business"))).body.items).toEqual([]);

    // The team's notification carries the overall score.
    const team = await t.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "consultation-team"));
    expect(
      team.filter((m) => m.text.includes("Digital maturity: 50/100 (strategy 100,")),
    ).toHaveLength(1);
  });

  it("from a visitor is kept with the request only, on no account", async () => {
    const res = await client(t).post("/api/consultations", {
      ...consultation,
      assessment: DATA_ONLY,
    });
    expect(res.status).toBe(201);
    const rows = await t.db.select().from(maturityAssessments);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ consultationId: res.body.id, userId: null });
    // An account made afterwards with that address sees none of it in its history.
    const later = await signedInAs(t, "business", { email: consultation.email });
    expect((await history(later)).body.items).toEqual([]);
  });

  it("a malformed assessment is a 400 and stores neither the request nor the assessment", async () => {
    for (const assessment of [
      { answers: { ...KNOWN.answers, dataAccess: 4 } },
      { answers: { dataAccess: 1 } },
      { ...KNOWN, industry: "mining" },
      { ...KNOWN, scores: KNOWN_SCORES },
      "50",
    ]) {
      expectError(
        await client(t).post("/api/consultations", { ...consultation, assessment }),
        400,
        "VALIDATION_FAILED",
      );
    }
    expect(await t.db.select().from(consultations)).toEqual([]);
    expect(await assessmentRows()).toBe(0);
  });

  it("a retried request (same Idempotency-Key) keeps one assessment", async () => {
    const key = { "Idempotency-Key": "consult-with-maturity-1" };
    const browser = client(t);
    const body = { ...consultation, assessment: KNOWN };
    expect((await browser.post("/api/consultations", body, key)).status).toBe(201);
    expect((await browser.post("/api/consultations", body, key)).status).toBe(200);
    expect(await assessmentRows()).toBe(1);
  });
});
