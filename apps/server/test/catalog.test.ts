import { toolSchema, toolSummarySchema } from "@app/shared/catalog-schemas";
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

const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);
const DAY = 24 * 60 * 60 * 1000;

describe("GET /api/tools", () => {
  it("lists featured tools first, then by rating, with the total", async () => {
    await insertTool(t.db, { name: "Low", rating: 2 });
    await insertTool(t.db, { name: "High", rating: 4.5 });
    await insertTool(t.db, { name: "Featured Low", featured: true, rating: 1 });
    await insertTool(t.db, { name: "Hidden", status: "hidden", featured: true, rating: 5 });
    const res = await client(t).get("/api/tools");
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["Featured Low", "High", "Low"]);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 24 });
  });

  it("filters by category, industry, pricing model, minimum rating, featured and verified", async () => {
    await insertTool(t.db, {
      name: "Match",
      category: "Finance & Accounting",
      industryTags: ["finance", "retail"],
      pricingModel: "Usage-based",
      rating: 4.2,
      featured: true,
      verified: true,
    });
    await insertTool(t.db, {
      name: "Wrong category",
      category: "Data Analytics",
      industryTags: ["finance"],
    });
    await insertTool(t.db, {
      name: "Wrong industry",
      category: "Finance & Accounting",
      industryTags: ["education"],
    });
    const cases = [
      "category=Finance%20%26%20Accounting&industry=finance",
      "industry=retail",
      "pricingModel=Usage-based",
      "minRating=4",
      "featured=true",
      "verified=true",
    ];
    for (const query of cases) {
      const res = await client(t).get(`/api/tools?${query}`);
      expect(names(res.body), query).toEqual(["Match"]);
    }
  });

  it("sorts by rating, newest, most reviewed and name", async () => {
    const now = Date.now();
    await insertTool(t.db, {
      name: "Bravo",
      rating: 3,
      reviewsCount: 10,
      createdAt: new Date(now - 3 * DAY),
    });
    await insertTool(t.db, {
      name: "Alpha",
      rating: 5,
      reviewsCount: 1,
      createdAt: new Date(now - 2 * DAY),
    });
    await insertTool(t.db, {
      name: "Charlie",
      rating: 4,
      reviewsCount: 30,
      createdAt: new Date(now - DAY),
    });
    const order = async (sort: string) =>
      names((await client(t).get(`/api/tools?sort=${sort}`)).body);
    expect(await order("rating")).toEqual(["Alpha", "Charlie", "Bravo"]);
    expect(await order("newest")).toEqual(["Charlie", "Alpha", "Bravo"]);
    expect(await order("reviews")).toEqual(["Charlie", "Bravo", "Alpha"]);
    expect(await order("name")).toEqual(["Alpha", "Bravo", "Charlie"]);
  });

  it("ranks a name match above a description match", async () => {
    await insertTool(t.db, {
      name: "Ledger Mate",
      shortDesc: "Reads every invoice and books it for you.",
    });
    await insertTool(t.db, { name: "Invoice Pilot", shortDesc: "Accounts payable automation." });
    await insertTool(t.db, { name: "Unrelated", shortDesc: "Plans shifts for hotel staff." });
    const res = await client(t).get("/api/tools?q=invoice");
    expect(names(res.body)).toEqual(["Invoice Pilot", "Ledger Mate"]);
    expect(res.body.total).toBe(2);
  });

  it("keeps relevance order with a filter, and follows edits to a tool", async () => {
    await insertTool(t.db, { name: "Beta Desk", shortDesc: "Routes every support ticket." });
    const alpha = await insertTool(t.db, {
      name: "Alpha Desk",
      shortDesc: "Answers each support ticket.",
    });
    await insertTool(t.db, { name: "Ticket Triage", shortDesc: "Sorts inbound requests." });
    const plain = names((await client(t).get("/api/tools?q=ticket")).body);
    expect(plain[0]).toBe("Ticket Triage");
    const filtered = await client(t).get(
      "/api/tools?q=ticket&category=Operations%20%26%20Automation",
    );
    expect(names(filtered.body)[0]).toBe("Ticket Triage");

    // Written straight to the database, as another process would: seen within a second (the
    // hot answers are kept that long; a write through the app is seen at once, revalidate.test.ts).
    const ticketNames = async () => names((await client(t).get("/api/tools?q=ticket")).body);
    await t.db
      .update(solutionsCatalog)
      .set({ featured: true })
      .where(eq(solutionsCatalog.id, alpha.id));
    await expect
      .poll(ticketNames, { timeout: 1_500, interval: 100 })
      .toEqual(["Ticket Triage", "Alpha Desk", "Beta Desk"]);
    await t.db
      .update(solutionsCatalog)
      .set({ status: "hidden" })
      .where(eq(solutionsCatalog.id, alpha.id));
    await expect
      .poll(ticketNames, { timeout: 1_500, interval: 100 })
      .toEqual(["Ticket Triage", "Beta Desk"]);
  });

  it("tolerates typos: 'chatbto' finds chatbots", async () => {
    await insertTool(t.db, {
      name: "Souq Helper",
      shortDesc: "Multilingual chatbots for online shops.",
    });
    await insertTool(t.db, { name: "Payroll Genie", shortDesc: "Runs payroll in minutes." });
    const res = await client(t).get("/api/tools?q=chatbto");
    expect(names(res.body)).toEqual(["Souq Helper"]);
  });

  it("pages through results and reports the total", async () => {
    for (const name of ["A1", "A2", "A3", "A4", "A5"]) await insertTool(t.db, { name });
    const res = await client(t).get("/api/tools?sort=name&pageSize=2&page=2");
    expect(names(res.body)).toEqual(["A3", "A4"]);
    expect(res.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    const past = await client(t).get("/api/tools?sort=name&pageSize=2&page=9");
    expect(past.body.items).toEqual([]);
    expect(past.body.total).toBe(5);
  });

  it("returns facet counts for category and industry", async () => {
    await insertTool(t.db, { category: "Data Analytics", industryTags: ["retail", "finance"] });
    await insertTool(t.db, { category: "Data Analytics", industryTags: ["retail"] });
    await insertTool(t.db, { category: "Customer Service", industryTags: ["hospitality"] });
    const res = await client(t).get("/api/tools?category=Data%20Analytics");
    expect(res.body.facets.category).toEqual([
      { value: "Customer Service", count: 1 },
      { value: "Data Analytics", count: 2 },
    ]);
    expect(res.body.facets.industry).toEqual([
      { value: "finance", count: 1 },
      { value: "retail", count: 2 },
    ]);
  });

  it("counts a search's total and facets, with and without other filters", async () => {
    await insertTool(t.db, {
      name: "Ticket One",
      category: "Customer Service",
      industryTags: ["retail", "hospitality"],
    });
    await insertTool(t.db, {
      name: "Ticket Two",
      category: "Customer Service",
      industryTags: ["retail"],
      verified: true,
    });
    await insertTool(t.db, {
      name: "Ticket Three",
      category: "Data Analytics",
      industryTags: ["retail"],
    });
    await insertTool(t.db, { name: "Other", category: "Data Analytics", industryTags: ["retail"] });
    const narrow = await client(t).get("/api/tools?q=ticket&category=Customer%20Service");
    expect(narrow.body.total).toBe(2);
    expect(narrow.body.facets).toEqual({
      category: [
        { value: "Customer Service", count: 2 },
        { value: "Data Analytics", count: 1 },
      ],
      industry: [
        { value: "hospitality", count: 1 },
        { value: "retail", count: 2 },
      ],
      // No tool declares a regional fact.
      hosting: [],
      compliance: [],
      dialect: [],
    });
    const wide = await client(t).get("/api/tools?q=ticket&verified=true");
    expect(names(wide.body)).toEqual(["Ticket Two"]);
    expect(wide.body.facets.category).toEqual([{ value: "Customer Service", count: 1 }]);
  });

  it.each([
    ["q over 200 characters", `q=${"a".repeat(201)}`, "q"],
    ["pageSize 0", "pageSize=0", "pageSize"],
    ["pageSize 101", "pageSize=101", "pageSize"],
    ["an unknown sort", "sort=popularity", "sort"],
    ["an unknown category", "category=Astrology", "category"],
    ["an unknown parameter", "colour=red", "colour"],
    ["a rating above 5", "minRating=6", "minRating"],
  ])("rejects %s with 400 and a field error", async (_label, query, field) => {
    const res = await client(t).get(`/api/tools?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields[field]).toBeDefined();
  });
});

describe("what a list item carries", () => {
  it("sends a card's fields in the list, every field in the detail", async () => {
    const tool = await insertTool(t.db, {
      name: "Card Fields",
      longDescription: "A long description the card never shows.",
      caseStudies: ["A case study"],
    });
    for (const query of ["", "?q=card", `?category=${encodeURIComponent(tool.category)}`]) {
      const list = await client(t).get(`/api/tools${query}`);
      expect(list.status).toBe(200);
      const item = list.body.items.find((i: { id: string }) => i.id === tool.id);
      // `matchedNeed` only on a search that names a need ("card" names none).
      const fields = Object.keys(toolSummarySchema.shape).filter((key) => key !== "matchedNeed");
      expect(Object.keys(item).sort()).toEqual(fields.sort());
      expect(item).not.toHaveProperty("longDescription");
    }
    const detail = await client(t).get(`/api/tools/${tool.id}`);
    expect(Object.keys(detail.body.tool).sort()).toEqual(Object.keys(toolSchema.shape).sort());
    expect(detail.body.tool.longDescription).toBe("A long description the card never shows.");
  });
});

describe("GET /api/tools/{id}", () => {
  it("finds a tool by id and by slug, rating shown to one decimal", async () => {
    const tool = await insertTool(t.db, {
      slug: "souq-helper",
      name: "Souq Helper",
      rating: 4.349,
    });
    const byId = await client(t).get(`/api/tools/${tool.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.tool).toMatchObject({ id: tool.id, name: "Souq Helper", rating: 4.3 });
    expect(byId.body.tool.search).toBeUndefined();
    expect((await client(t).get("/api/tools/souq-helper")).body.tool.id).toBe(tool.id);
  });

  it("answers 404 JSON for an unknown, malformed or hidden tool", async () => {
    const hidden = await insertTool(t.db, { status: "hidden" });
    for (const id of [
      "00000000-0000-4000-8000-000000000000",
      "not-a-real-tool",
      hidden.id,
      "%27%3B--",
    ]) {
      const res = await client(t).get(`/api/tools/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
  });
});
