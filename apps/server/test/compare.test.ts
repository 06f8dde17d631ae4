import { compareResponseSchema } from "@app/shared/compare";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { solutionsCatalog } from "../src/db/schema/catalog.ts";
import { DEMO_TOOL_TEXTS } from "../src/db/seed/demo-tools-i18n/index.ts";
import { seedDemoData } from "../src/db/seed/seed-demo.ts";
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
      languagesSupported: ["en", "ar"],
      support: { level: "chat", hours: "24_7", timeZone: "Asia/Dubai" },
      implementationTime: { min: 2, max: 2, unit: "weeks" },
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
      languagesSupported: ["en", "ar"],
      support: { level: "chat", hours: "24_7", timeZone: "Asia/Dubai" },
      implementationTime: { min: 2, max: 2, unit: "weeks" },
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

  it("gives each tool's texts in the reader's language (lang) where the listing has them, English for the rest, and says which", async () => {
    await seedDemoData(t.db);
    const demo = "qalam-support-desk";
    const arabic = DEMO_TOOL_TEXTS.ar[demo];
    if (!arabic) throw new Error(`no Arabic texts for ${demo}`);
    const partial = await insertTool(t.db, {
      name: "Half Desk",
      shortDesc: "A helpdesk for small teams.",
      longDescription: "The long English text.",
      features: ["Shared inbox"],
      caseStudies: ["A shop answered more."],
      targetAudience: "Support teams.",
      translations: { ar: { shortDesc: "مكتب مساعدة للفرق الصغيرة" } },
    });
    const ids = `ids=${demo},${partial.id}`;

    const res = await client(t).get(`/api/compare?${ids}&lang=ar`);
    expect(res.status).toBe(200);
    const [demoTool, partialTool] = compareResponseSchema.parse(res.body).tools;
    expect(demoTool).toMatchObject({
      slug: demo,
      shortDesc: arabic.shortDesc,
      longDescription: arabic.longDescription,
      features: arabic.features,
      caseStudies: arabic.caseStudies,
      targetAudience: arabic.targetAudience,
    });
    expect(demoTool?.translated.sort()).toEqual(
      ["caseStudies", "features", "longDescription", "shortDesc", "targetAudience"].sort(),
    );
    expect(partialTool).toMatchObject({
      id: partial.id,
      shortDesc: "مكتب مساعدة للفرق الصغيرة",
      longDescription: "The long English text.",
      features: ["Shared inbox"],
      caseStudies: ["A shop answered more."],
      targetAudience: "Support teams.",
      translated: ["shortDesc"],
    });

    // Hindi: the demo tool's Hindi texts, the other all English (it has none).
    const hindi = compareResponseSchema.parse(
      (await client(t).get(`/api/compare?${ids}&lang=hi`)).body,
    );
    expect(hindi.tools[0]?.features).toEqual(DEMO_TOOL_TEXTS.hi[demo]?.features);
    expect(hindi.tools[1]).toMatchObject({
      shortDesc: "A helpdesk for small teams.",
      translated: [],
    });

    // English readers get English, not the Arabic answer kept a moment ago.
    for (const query of ["", "&lang=en"]) {
      const body = compareResponseSchema.parse(
        (await client(t).get(`/api/compare?${ids}${query}`)).body,
      );
      expect(
        body.tools.map((tool) => tool.translated),
        query,
      ).toEqual([[], []]);
      expect(body.tools[1]?.shortDesc, query).toBe("A helpdesk for small teams.");
      expect(body.tools[0]?.shortDesc, query).not.toBe(arabic.shortDesc);
    }

    for (const lang of ["fr", "AR", ""]) {
      const bad = await client(t).get(`/api/compare?${ids}&lang=${lang}`);
      expect(bad.status, lang).toBe(400);
      expect(bad.body.error?.code, lang).toBeTypeOf("string");
    }
  });
});
