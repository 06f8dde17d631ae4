import { type ToolListQuery, toolListQuerySchema } from "@app/shared/catalog-schemas";
import type { PricePlan } from "@app/shared/price-plans";
import type { StoredFact } from "@app/shared/regional-facts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { solutionsCatalog } from "../src/db/schema/catalog.ts";
import { exchangeRates } from "../src/db/schema/pricing.ts";
import { listTools } from "../src/modules/catalog/catalog.repository.ts";
import { createCatalogSearch } from "../src/modules/catalog/search-index/catalog-search.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;

const plan = (amount: number | null, currency: PricePlan["currency"], billing = "monthly") =>
  ({
    name: "Plan",
    billing,
    amount,
    currency,
    taxIncluded: false,
    maxUsers: null,
  }) as PricePlan;

const fact = (kind: StoredFact["kind"], value: string, verified = false): StoredFact => ({
  kind,
  value,
  evidenceUrl: "https://vendor.example.com/trust",
  declaredAt: "2026-11-01T00:00:00.000Z",
  verifiedAt: verified ? "2026-11-02T00:00:00.000Z" : null,
  verifiedBy: null,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(exchangeRates)
    .values({ currency: "INR", unitsPerUsd: 80, effectiveOn: "2026-01-01" });
  // 30 USD a month, Saudi-hosted, Gulf Arabic, Saudi PDPL.
  await insertTool(t.db, {
    name: "Riyadh Desk",
    category: "Customer Service",
    pricePlans: [plan(30, "USD")],
    freeTrial: true,
    freeTrialDays: 14,
    regionalFacts: [
      fact("hosting", "saudi", true),
      fact("contentLanguage", "ar-gulf"),
      fact("compliance", "saudi-pdpl"),
    ],
  });
  // 1,200 AED a year = 100 AED a month = 27.23 USD: cheaper than Riyadh Desk.
  await insertTool(t.db, {
    name: "Dubai Ledger",
    category: "Finance & Accounting",
    pricePlans: [plan(1200, "AED", "yearly")],
    regionalFacts: [fact("hosting", "uae"), fact("contentLanguage", "ar-msa")],
  });
  // A free tier: 0 a month. Hindi and Hinglish, India-hosted.
  await insertTool(t.db, {
    name: "Pune Helper",
    category: "Customer Service",
    freeTier: true,
    pricePlans: [plan(999, "INR")],
    regionalFacts: [
      fact("hosting", "india"),
      fact("contentLanguage", "hinglish"),
      fact("compliance", "india-dpdp-2023"),
    ],
  });
  // 4,000 INR a month = 50 USD.
  await insertTool(t.db, {
    name: "Mumbai Metrics",
    category: "Data Analytics",
    pricePlans: [plan(4000, "INR"), plan(null, "USD", "custom")],
    regionalFacts: [fact("hosting", "india"), fact("hosting", "eu"), fact("compliance", "gdpr")],
  });
  // Quote only, Saudi-hosted.
  await insertTool(t.db, {
    name: "Jeddah Enterprise",
    category: "Customer Service",
    pricePlans: [plan(null, "SAR", "custom")],
    regionalFacts: [fact("hosting", "saudi")],
  });
  // No plans, no facts.
  await insertTool(t.db, { name: "Plain Pipeline", category: "Customer Service" });
});

const list = (search: ReturnType<typeof createCatalogSearch> | undefined, query: ToolListQuery) =>
  listTools(t.db, toolListQuerySchema.parse(query), search);
const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

describe("price and regional filters", () => {
  it("keeps each listing's lowest month and its currency with its plans (0 with a free tier)", async () => {
    const rows = await t.db
      .select({
        name: solutionsCatalog.name,
        amount: solutionsCatalog.lowestMonthlyAmount,
        currency: solutionsCatalog.lowestMonthlyCurrency,
      })
      .from(solutionsCatalog)
      .orderBy(solutionsCatalog.name);
    expect(rows).toEqual([
      { name: "Dubai Ledger", amount: 100, currency: "AED" },
      { name: "Jeddah Enterprise", amount: null, currency: null },
      { name: "Mumbai Metrics", amount: 4000, currency: "INR" },
      { name: "Plain Pipeline", amount: null, currency: null },
      { name: "Pune Helper", amount: 0, currency: "INR" },
      { name: "Riyadh Desk", amount: 30, currency: "USD" },
    ]);
  });

  it("filters by free tier, trial, a monthly ceiling in the reader's currency, and sorts by price", async () => {
    const search = createCatalogSearch(t.db);
    for (const s of [undefined, search]) {
      expect(names(await list(s, { freeTier: "true" }))).toEqual(["Pune Helper"]);
      expect(names(await list(s, { freeTrial: "true" }))).toEqual(["Riyadh Desk"]);
      // 30 USD: the free tier, 27.23 USD and 30 USD; not 50 USD, not the quotes.
      expect(names(await list(s, { priceMax: "30", sort: "price" }))).toEqual([
        "Pune Helper",
        "Dubai Ledger",
        "Riyadh Desk",
      ]);
      // 110 AED = 29.95 USD: Riyadh Desk (30 USD) is just over.
      expect(names(await list(s, { priceMax: "110", currency: "AED", sort: "price" }))).toEqual([
        "Pune Helper",
        "Dubai Ledger",
      ]);
      // 4,000 INR exactly: Mumbai Metrics is in (its own currency, no conversion).
      expect((await list(s, { priceMax: "4000", currency: "INR" })).total).toBe(4);
      const byPrice = names(await list(s, { sort: "price" }));
      expect(byPrice.slice(0, 4)).toEqual([
        "Pune Helper",
        "Dubai Ledger",
        "Riyadh Desk",
        "Mumbai Metrics",
      ]);
      // Without a price (a quote, no plans): last, in the featured-rating-id order.
      expect(byPrice.slice(4).sort()).toEqual(["Jeddah Enterprise", "Plain Pipeline"]);
    }
  });

  it("filters by hosting, compliance, dialect and Hindi, and counts each facet without its own filter", async () => {
    const search = createCatalogSearch(t.db);
    for (const s of [undefined, search]) {
      const saudi = await list(s, { hosting: "saudi" });
      expect(names(saudi).sort()).toEqual(["Jeddah Enterprise", "Riyadh Desk"]);
      expect(saudi.facets.hosting).toEqual([
        { value: "eu", count: 1 },
        { value: "india", count: 2 },
        { value: "saudi", count: 2 },
        { value: "uae", count: 1 },
      ]);
      expect(saudi.facets.compliance).toEqual([{ value: "saudi-pdpl", count: 1 }]);
      expect(saudi.facets.dialect).toEqual([{ value: "ar-gulf", count: 1 }]);
      expect(names(await list(s, { dialect: "ar-gulf" }))).toEqual(["Riyadh Desk"]);
      expect(names(await list(s, { compliance: "gdpr" }))).toEqual(["Mumbai Metrics"]);
      expect(names(await list(s, { hindi: "true" }))).toEqual(["Pune Helper"]);
      const india = await list(s, { hosting: "india", category: "Customer Service" });
      expect(names(india)).toEqual(["Pune Helper"]);
      expect(india.facets.category).toEqual([
        { value: "Customer Service", count: 1 },
        { value: "Data Analytics", count: 1 },
      ]);
      expect((await list(s, { hosting: "saudi", compliance: "gdpr" })).total).toBe(0);
    }
  });

  it("answers every combination from the index exactly as from SQL, after a write too", async () => {
    const search = createCatalogSearch(t.db);
    const queries: ToolListQuery[] = [];
    for (const q of [undefined, "desk", "ledger or helper"]) {
      queries.push({ q, hosting: "saudi" }, { q, hosting: "india", compliance: "gdpr" });
      queries.push({ q, dialect: "ar-msa" }, { q, hindi: "true", freeTier: "true" });
      queries.push({ q, priceMax: "50", sort: "price" }, { q, priceMax: "200", currency: "SAR" });
      queries.push({ q, freeTrial: "true", category: "Customer Service" });
      queries.push({ q, sort: "price", pageSize: 2, page: 2 }, { q, hosting: "us" });
    }
    const compareAll = async () => {
      for (const query of queries) {
        const fromSql = await list(undefined, query);
        const fromIndex = await list(search, query);
        const label = JSON.stringify(query);
        expect(fromIndex.total, label).toBe(fromSql.total);
        expect(fromIndex.facets, label).toEqual(fromSql.facets);
        if (query.sort) expect(names(fromIndex), label).toEqual(names(fromSql));
        else expect(names(fromIndex).sort(), label).toEqual(names(fromSql).sort());
      }
    };
    await compareAll();
    const riyadh = eq(solutionsCatalog.name, "Riyadh Desk");
    const [before] = await t.db.select().from(solutionsCatalog).where(riyadh);
    await t.db
      .update(solutionsCatalog)
      .set({ regionalFacts: [fact("hosting", "us")], pricePlans: [plan(5, "USD")] })
      .where(riyadh);
    try {
      expect(names(await list(search, { hosting: "us" }))).toEqual(["Riyadh Desk"]);
      expect(names(await list(search, { sort: "price" })).slice(0, 2)).toEqual([
        "Pune Helper",
        "Riyadh Desk",
      ]);
      await compareAll();
    } finally {
      await t.db
        .update(solutionsCatalog)
        .set({ regionalFacts: before?.regionalFacts, pricePlans: before?.pricePlans })
        .where(riyadh);
    }
  });

  it("refuses malformed filters with a 400 naming the field", async () => {
    for (const [param, value] of [
      ["hosting", "mars"],
      ["compliance", "hipaa"],
      ["dialect", "hi"],
      ["priceMax", "-1"],
      ["priceMax", "lots"],
      ["currency", "EUR"],
      ["freeTier", "yes"],
    ] as const) {
      const res = await client(t).get(`/api/tools?${param}=${encodeURIComponent(value)}`);
      expect(res.status, `${param}=${value}`).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual([param]);
    }
    // 120 SAR = 32 USD: Riyadh Desk (30 USD) is in, Jeddah Enterprise (a quote) is not.
    const ok = await client(t).get("/api/tools?hosting=saudi&priceMax=120&currency=SAR&sort=price");
    expect(ok.status).toBe(200);
    expect(ok.body.items.map((item: { name: string }) => item.name)).toEqual(["Riyadh Desk"]);
  });

  it("converts nothing into a currency without a rate: such prices pass no ceiling", async () => {
    await t.db.execute(sql`delete from exchange_rates where currency = 'INR'`);
    try {
      const search = createCatalogSearch(t.db);
      for (const s of [undefined, search]) {
        // Pune Helper's free tier is 0 INR; with no INR rate, no ceiling in USD can hold it.
        expect(names(await list(s, { priceMax: "1000", sort: "price" }))).toEqual([
          "Dubai Ledger",
          "Riyadh Desk",
        ]);
        // In INR itself they still compare.
        expect((await list(s, { priceMax: "1000", currency: "INR" })).total).toBe(1);
      }
    } finally {
      await t.db
        .insert(exchangeRates)
        .values({ currency: "INR", unitsPerUsd: 80, effectiveOn: "2026-01-01" });
    }
  });
});
