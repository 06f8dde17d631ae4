import {
  ALTERNATIVES_LIMITS,
  alternativesResponseSchema,
  COMPARE_VIEW_LIMITS,
} from "@app/shared/alternatives";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { type Db, rowsOf } from "../src/db/client.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client, signedUp } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const names = (body: { alternatives: { tool: { name: string } }[] }) =>
  body.alternatives.map((alternative) => alternative.tool.name);

async function comparedCount(db: Db, a: string, b: string): Promise<number> {
  const [low, high] = [a, b].sort();
  const [row] = rowsOf<{ compared: number }>(
    await db.execute(
      sql`select compared from tool_pairs where solution_a = ${low} and solution_b = ${high}`,
    ),
  );
  return row?.compared ?? 0;
}

/** A reader at its own address who opens a comparison of these tools. */
const compareFrom = (ids: string[], ip?: string) =>
  client(t, ip).post("/api/compare/views", { ids });

describe("GET /api/tools/{id}/alternatives", () => {
  it("ranks a tool readers saved and compared together with this one above a better-rated one that they did not", async () => {
    const tool = await insertTool(t.db, { name: "Desk", category: "Customer Service" });
    const together = await insertTool(t.db, {
      name: "Together",
      category: "Customer Service",
      rating: 3.2,
    });
    await insertTool(t.db, {
      name: "Better",
      category: "Customer Service",
      rating: 4.9,
    });
    for (const reader of [await signedUp(t), await signedUp(t)]) {
      expect((await reader.send("PUT", `/api/me/favorites/${tool.id}`)).status).toBe(204);
      expect((await reader.send("PUT", `/api/me/favorites/${together.id}`)).status).toBe(204);
    }
    expect((await compareFrom([tool.id, together.id])).status).toBe(202);
    expect((await compareFrom([together.id, tool.id])).status).toBe(202);

    const res = await client(t).get(`/api/tools/${tool.slug}/alternatives`);
    expect(res.status).toBe(200);
    const body = alternativesResponseSchema.parse(res.body);
    expect(body.tool).toMatchObject({ id: tool.id, name: "Desk" });
    expect(names(body)).toEqual(["Together", "Better"]);
    expect(body.alternatives[0]).toMatchObject({
      oftenCompared: true,
      oftenSaved: true,
      sharedIndustries: ["other"],
    });
    expect(body.alternatives[1]).toMatchObject({ oftenCompared: false, oftenSaved: false });
  });

  it("lists only published tools of the same category, never the tool itself, sharing industries first, at most twelve", async () => {
    const tool = await insertTool(t.db, {
      name: "Desk",
      category: "Customer Service",
      industryTags: ["retail", "hospitality"],
    });
    await insertTool(t.db, { name: "Other Category", category: "Data Analytics", rating: 5 });
    await insertTool(t.db, { name: "Hidden", category: "Customer Service", status: "hidden" });
    await insertTool(t.db, {
      name: "No Shared Industry",
      category: "Customer Service",
      industryTags: ["finance"],
      rating: 5,
    });
    await insertTool(t.db, {
      name: "Shares Retail",
      category: "Customer Service",
      industryTags: ["retail", "finance"],
      rating: 2,
    });
    const body = alternativesResponseSchema.parse(
      (await client(t).get(`/api/tools/${tool.id}/alternatives`)).body,
    );
    expect(names(body)).toEqual(["Shares Retail", "No Shared Industry"]);
    expect(body.alternatives.map((a) => a.sharedIndustries)).toEqual([["retail"], []]);

    for (let i = 0; i < ALTERNATIVES_LIMITS.maxTools + 2; i += 1) {
      await insertTool(t.db, { category: "Customer Service", industryTags: ["retail"] });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const full = await client(t).get(`/api/tools/${tool.id}/alternatives`);
    expect(full.body.alternatives).toHaveLength(ALTERNATIVES_LIMITS.maxTools);
    expect(names(full.body)).not.toContain("Hidden");
  });

  it("gives the short texts in the reader's language, the languages and the regional facts", async () => {
    const tool = await insertTool(t.db, { name: "Desk", category: "Customer Service" });
    await insertTool(t.db, {
      name: "Arabic Desk",
      category: "Customer Service",
      shortDesc: "A helpdesk.",
      translations: { ar: { shortDesc: "مكتب مساعدة." } },
      languagesSupported: ["en", "ar"],
      regionalFacts: [
        {
          kind: "hosting",
          value: "uae",
          evidenceUrl: "https://example.com/hosting",
          declaredAt: "2026-01-01T00:00:00.000Z",
          verifiedAt: "2026-01-02T00:00:00.000Z",
          verifiedBy: "someone",
        },
      ],
    });
    const res = await client(t).get(`/api/tools/${tool.id}/alternatives?lang=ar`);
    const [alternative] = alternativesResponseSchema.parse(res.body).alternatives;
    expect(alternative?.tool).toMatchObject({
      shortDesc: "مكتب مساعدة.",
      translated: ["shortDesc"],
      languagesSupported: ["en", "ar"],
      regionalFacts: [{ kind: "hosting", value: "uae", verifiedAt: "2026-01-02T00:00:00.000Z" }],
    });
    expect(JSON.stringify(res.body)).not.toContain("verifiedBy");
  });

  it("answers 404 for an unknown or hidden tool and 400 for an unknown language", async () => {
    const hidden = await insertTool(t.db, { status: "hidden" });
    for (const key of ["no-such-tool", hidden.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await client(t).get(`/api/tools/${key}/alternatives`);
      expect(res.status, key).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
    const tool = await insertTool(t.db);
    for (const query of ["lang=fr", "lang=", "other=1"]) {
      const res = await client(t).get(`/api/tools/${tool.id}/alternatives?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
    }
  });
});

describe("POST /api/compare/views", () => {
  it("counts a pair once per reader's address a day, however often one client sends it", async () => {
    const a = await insertTool(t.db, { category: "Customer Service" });
    const b = await insertTool(t.db, { category: "Customer Service" });
    const c = await insertTool(t.db, { category: "Customer Service" });
    const one = client(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await one.post("/api/compare/views", { ids: [a.id, b.id, c.id] })).status).toBe(202);
    }
    expect(await comparedCount(t.db, a.id, b.id)).toBe(1);
    expect(await comparedCount(t.db, b.id, c.id)).toBe(1);
    // Another client at the same address is the same reader.
    await compareFrom([a.id, b.id], one.ip);
    expect(await comparedCount(t.db, a.id, b.id)).toBe(1);
    await compareFrom([a.id, b.id]);
    expect(await comparedCount(t.db, a.id, b.id)).toBe(2);
  });

  it("refuses an address past its comparisons a minute, and counts no hidden or unknown tool", async () => {
    const a = await insertTool(t.db);
    const hidden = await insertTool(t.db, { status: "hidden" });
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await compareFrom([a.id, hidden.id, unknown])).status).toBe(202);
    expect(
      rowsOf(await t.db.execute(sql`select * from tool_pairs`)),
      "no pair with a hidden or unknown tool",
    ).toEqual([]);

    const one = client(t);
    let refused = 0;
    for (let i = 0; i < COMPARE_VIEW_LIMITS.perMinute + 5; i += 1) {
      const res = await one.post("/api/compare/views", { ids: [a.id, hidden.id] });
      if (res.status === 429) refused += 1;
    }
    expect(refused).toBe(5);
  });

  it("refuses fewer than two ids, more than four, and malformed ones", async () => {
    const ids = Array.from({ length: 5 }, () => crypto.randomUUID());
    for (const body of [{ ids: [] }, { ids: [ids[0]] }, { ids }, { ids: ["a", "b"] }, {}]) {
      const res = await client(t).post("/api/compare/views", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
