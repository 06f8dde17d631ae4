import { compareResponseSchema } from "@app/shared/compare";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { solutionsCatalog } from "../src/db/schema/catalog.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const names = (body: { tools: { name: string }[] }) => body.tools.map((tool) => tool.name);

describe("GET /api/compare", () => {
  it("answers every field of each tool, in the order asked, by id or slug, in one request", async () => {
    const a = await insertTool(t.db, {
      name: "Alpha",
      features: ["OCR"],
      integrations: ["Slack"],
      languagesSupported: ["English", "Arabic"],
      supportLevel: "24/7",
      implementationTime: "2 weeks",
      freeTrial: true,
      verified: true,
    });
    const b = await insertTool(t.db, { name: "Beta", slug: "beta-tool" });
    const c = await insertTool(t.db, { name: "Gamma" });
    const res = await client(t).get(`/api/compare?ids=${c.id},beta-tool,${a.id}`);
    expect(res.status).toBe(200);
    const body = compareResponseSchema.parse(res.body);
    expect(names(body)).toEqual(["Gamma", "Beta", "Alpha"]);
    expect(body.missing).toEqual([]);
    expect(body.tools[2]).toMatchObject({
      id: a.id,
      features: ["OCR"],
      integrations: ["Slack"],
      languagesSupported: ["English", "Arabic"],
      supportLevel: "24/7",
      implementationTime: "2 weeks",
      freeTrial: true,
      verified: true,
    });
    expect(body.tools[1]?.id).toBe(b.id);
  });

  it("drops repeats (an id and the slug of one tool are one column) and names keys that match no published tool", async () => {
    const a = await insertTool(t.db, { name: "Alpha", slug: "alpha-tool" });
    const hidden = await insertTool(t.db, { name: "Hidden", status: "hidden" });
    const res = await client(t).get(
      `/api/compare?ids=${a.id},${a.id},alpha-tool,${hidden.id},no-such-tool`,
    );
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["Alpha"]);
    expect(res.body.missing).toEqual([hidden.id, "no-such-tool"]);
  });

  it("refuses no ids, more than four, and malformed ones with 400 in the error shape", async () => {
    const ids = Array.from({ length: 5 }, (_, i) => `tool-${i}`).join(",");
    for (const query of ["", "ids=", "ids=,,", `ids=${ids}`, "ids=a%20b", "ids=x&other=1"]) {
      const res = await client(t).get(`/api/compare?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error?.code, query).toBeTypeOf("string");
    }
  });

  it("shows a change to a tool on the next read (the answer cache is emptied by writes)", async () => {
    const a = await insertTool(t.db, { name: "Alpha" });
    const first = await client(t).get(`/api/compare?ids=${a.id}`);
    expect(names(first.body)).toEqual(["Alpha"]);
    await t.db
      .update(solutionsCatalog)
      .set({ status: "hidden" })
      .where(eq(solutionsCatalog.id, a.id));
    // A direct database write bypasses this process's write hook: within the cache's second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await client(t).get(`/api/compare?ids=${a.id}`);
    expect(second.body).toEqual({ tools: [], missing: [a.id] });
  });
});
