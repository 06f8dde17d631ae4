import { type ToolListQuery, toolListQuerySchema } from "@app/shared/catalog-schemas";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { solutionsCatalog } from "../src/db/schema/catalog.ts";
import { seedDemoData } from "../src/db/seed/seed-demo.ts";
import { listTools } from "../src/modules/catalog/catalog.repository.ts";
import { createCatalogSearch } from "../src/modules/catalog/search-index/catalog-search.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

const list = (search: ReturnType<typeof createCatalogSearch> | undefined, query: ToolListQuery) =>
  listTools(t.db, toolListQuerySchema.parse(query), search);
const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

describe("in-process search index", () => {
  it("sees every committed write at the next search, as another process would", async () => {
    const search = createCatalogSearch(t.db);
    const other = createCatalogSearch(t.db);
    expect((await list(search, { q: "ledger" })).total).toBe(0);

    const tool = await insertTool(t.db, { name: "Ledger Lens", rating: 3 });
    await insertTool(t.db, { name: "Ledger Loop", rating: 4 });
    expect(names(await list(search, { q: "ledger" }))).toEqual(["Ledger Loop", "Ledger Lens"]);

    await t.db.update(solutionsCatalog).set({ rating: 5 }).where(eq(solutionsCatalog.id, tool.id));
    expect(names(await list(search, { q: "ledger" }))).toEqual(["Ledger Lens", "Ledger Loop"]);

    await t.db
      .update(solutionsCatalog)
      .set({ status: "hidden" })
      .where(eq(solutionsCatalog.id, tool.id));
    expect(names(await list(search, { q: "ledger" }))).toEqual(["Ledger Loop"]);

    await t.db
      .update(solutionsCatalog)
      .set({ name: "Journal Loop" })
      .where(eq(solutionsCatalog.name, "Ledger Loop"));
    expect((await list(search, { q: "ledger" })).total).toBe(0);
    expect(names(await list(other, { q: "journal" }))).toEqual(["Journal Loop"]);

    await t.db.delete(solutionsCatalog).where(eq(solutionsCatalog.name, "Journal Loop"));
    expect((await list(search, { q: "journal" })).total).toBe(0);
    expect((await list(other, {})).total).toBe(0);
  });

  it("forgets a remembered spelling correction when the catalogue's words change", async () => {
    const search = createCatalogSearch(t.db);
    await insertTool(t.db, { name: "Quantum Quill" });
    expect((await list(search, { q: "ledgre" })).total).toBe(0);
    await insertTool(t.db, { name: "Ledger Lens" });
    expect(names(await list(search, { q: "ledgre" }))).toEqual(["Ledger Lens"]);
  });

  it("rebuilds after the table is truncated", async () => {
    const search = createCatalogSearch(t.db);
    await insertTool(t.db, { name: "Quarry Quill" });
    expect((await list(search, { q: "quarry" })).total).toBe(1);
    await t.db.execute(sql`truncate solutions_catalog cascade`);
    expect((await list(search, { q: "quarry" })).total).toBe(0);
    await insertTool(t.db, { name: "Quarry Quest" });
    expect(names(await list(search, { q: "quarry" }))).toEqual(["Quarry Quest"]);
  });

  it.runIf(process.env.TEST_DB === "postgres")(
    "picks up a transaction that commits after a search looked",
    async () => {
      const search = createCatalogSearch(t.db);
      // Committed first, so the later inserts add no shared word to catalog_words (a word
      // inserted by an open transaction would make the second insert wait for it).
      await insertTool(t.db, { name: "Baseline" });
      await list(search, {});
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const writer = t.db.transaction(async (tx) => {
        await insertTool(tx as unknown as TestApp["db"], { name: "Slowpoke Quill" });
        await held;
      });
      try {
        // The writer is in flight: not visible yet, but the index must not skip it later.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect((await list(search, { q: "slowpoke" })).total).toBe(0);
        await insertTool(t.db, { name: "Speedy Scribe" });
        expect((await list(search, { q: "speedy" })).total).toBe(1);
      } finally {
        release();
        await writer;
      }
      expect(names(await list(search, { q: "slowpoke" }))).toEqual(["Slowpoke Quill"]);
    },
  );

  it("answers exactly what the SQL path answers on the demo catalogue", async () => {
    await seedDemoData(t.db);
    const search = createCatalogSearch(t.db);
    const queries: ToolListQuery[] = [];
    for (const q of [
      undefined,
      "invoice",
      "customer support",
      "chatbto",
      "marketing or sales",
      "customer -voice",
      '"customer support"',
      "the",
      "zzqqxx",
    ]) {
      queries.push({ q }, { q, pageSize: 5, page: 2 });
      queries.push({ q, category: "Customer Service" }, { q, industry: "retail" });
      queries.push({ q, category: "Marketing & Sales", industry: "retail" });
      queries.push({ q, minRating: 4 }, { q, pricingModel: "Freemium" }, { q, featured: "true" });
      queries.push({ q, verified: "true", sort: "rating" }, { q, sort: "name", pageSize: 7 });
      queries.push({ q, hosting: "saudi" }, { q, hosting: "uae", compliance: "uae-pdpl" });
      queries.push({ q, dialect: "ar-gulf" }, { q, hindi: "true", category: "Customer Service" });
      queries.push({ q, sort: "price" }, { q, priceMax: "100", currency: "AED", sort: "price" });
      queries.push({ q, freeTier: "true" }, { q, freeTrial: "true", industry: "retail" });
    }
    for (const query of queries) {
      const fromSql = await list(undefined, query);
      const fromIndex = await list(search, query);
      const label = JSON.stringify(query);
      expect(fromIndex.total, label).toBe(fromSql.total);
      expect(fromIndex.facets, label).toEqual(fromSql.facets);
      // With filters beyond category and industry, SQL orders a search by ts_rank; the index
      // always puts name matches first, so only those pages are compared as sets.
      const {
        q: _q,
        category: _c,
        industry: _i,
        sort: _s,
        page: _p,
        pageSize: _z,
        ...rest
      } = query;
      const sqlRanksDifferently = query.q && Object.keys(rest).length > 0;
      if (sqlRanksDifferently && !query.sort) {
        expect(names(fromIndex).sort(), label).toEqual(names(fromSql).sort());
      } else {
        expect(names(fromIndex), label).toEqual(names(fromSql));
      }
    }
  });
});

describe("in-process search index while the database is away", () => {
  it("fails the searches of the moment together, then carries on from where it was", async () => {
    await insertTool(t.db, { name: "Ledger Lens" });
    let down = false;
    let looks = 0;
    // The catalogue's own connection, failing as node-postgres does when the server is gone.
    const flaky = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key !== "execute") return Reflect.get(target, key, receiver);
        return (query: Parameters<TestApp["db"]["execute"]>[0]) => {
          looks += 1;
          if (down) return Promise.reject(new Error("Connection terminated unexpectedly"));
          return target.execute(query);
        };
      },
    });
    const search = createCatalogSearch(flaky);
    expect(names(await list(search, { q: "ledger" }))).toEqual(["Ledger Lens"]);

    down = true;
    looks = 0;
    const during = await Promise.allSettled([
      list(search, { q: "ledger" }),
      list(search, {}),
      list(search, { q: "lens" }),
    ]);
    expect(during.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "rejected"]);
    // One look failed and the two waiting behind it were told so, instead of each trying again.
    expect(looks).toBe(1);

    down = false;
    await insertTool(t.db, { name: "Ledger Loop", rating: 5 });
    expect(names(await list(search, { q: "ledger" }))).toEqual(["Ledger Loop", "Ledger Lens"]);
    expect((await list(search, {})).total).toBe(2);
  });
});
