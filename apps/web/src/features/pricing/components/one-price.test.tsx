import type { Tool } from "@app/shared/catalog-schemas";
import { CURRENCIES, type Currency } from "@app/shared/price-vocabulary";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { AlternativesTable } from "@/features/alternatives/components/alternatives-table";
import { AUTH_LOADING, AuthContext } from "@/features/auth/components/auth-provider";
import { ToolCard } from "@/features/catalog/components/tool-card";
import { ToolSideCard } from "@/features/catalog/components/tool-side-card";
import { CompareTable } from "@/features/compare/components/compare-table";
import { loadLazyParts } from "@/lib/lazy-part";
import pricePlansEn from "@/locales/pricePlans/en.json";
import pricingAr from "@/locales/pricing/ar.json";
import pricingEn from "@/locales/pricing/en.json";
import { DEMO_PRICE_PLANS, demoPricing } from "../../../../../server/src/db/seed/demo-price-plans";
import { DEMO_TOOLS } from "../../../../../server/src/db/seed/demo-tools";
import { exchangeRatesQueryOptions } from "../api/get-exchange-rates";
import { setPageCurrency } from "../lib/page-currency";

// The texts are given to i18next below; the modules that load them need the app's start.
vi.mock("@/features/pricing/texts", () => ({}));
vi.mock("@/lib/vendor-fact-texts", () => ({}));
vi.mock("@/features/pricing/plan-texts", () => ({}));
vi.mock("@/lib/fact-texts", () => ({}));
vi.mock("@/features/alternatives/texts", () => ({}));
vi.mock("@/features/compare/texts", () => ({}));
vi.mock("@/features/reports/texts", () => ({}));
vi.mock("@/features/catalog/regional-fit-texts", () => ({}));

/** Fixed rates, so the expected prices do not move with the admin's. */
const RATES = [
  { currency: "USD", unitsPerUsd: 1 },
  { currency: "AED", unitsPerUsd: 3.6725 },
  { currency: "SAR", unitsPerUsd: 3.75 },
  { currency: "INR", unitsPerUsd: 88 },
].map((rate) => ({ ...rate, effectiveOn: "2026-01-01", setBy: null, setAt: "2026-01-01" }));

/** A demo tool as the API sends it: the seed's fields and its plans. */
const demoTool = (index: number): Tool => {
  const {
    vendorName: _vendor,
    createdDaysAgo: _age,
    ...seed
  } = DEMO_TOOLS[index] as never as (typeof DEMO_TOOLS)[number];
  return {
    ...seed,
    id: seed.slug,
    rating: 0,
    reviewsCount: 0,
    translated: [],
    ...demoPricing(seed.slug),
    lowestMonthly: null,
    regionalFacts: [],
    createdAt: "2026-05-01T10:00:00.000Z",
    updatedAt: "2026-05-01T10:00:00.000Z",
  };
};

function render(node: ReactNode): string {
  const client = new QueryClient();
  client.setQueryData(exchangeRatesQueryOptions().queryKey, RATES as never);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={AUTH_LOADING}>
        <MemoryRouter>{node}</MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/** The text of every price summary in the markup. */
const pricesIn = (html: string): string[] =>
  [...html.matchAll(/data-testid="tool-price"[^>]*>(.*?)<\/p>/g)].map((match) =>
    (match[1] ?? "")
      .replace(/<[^>]+>/g, "")
      .replaceAll("&amp;", "&")
      .replace(/\u00a0/g, " "),
  );

/** The price the card, the tool page, the comparison and the alternatives table each show. */
type Surface = "card" | "toolPage" | "compare" | "alternatives";

function surfaces(tool: Tool): Record<Surface, string[]> {
  return {
    card: pricesIn(render(<ToolCard tool={tool} />)),
    toolPage: pricesIn(render(<ToolSideCard tool={tool} />)),
    compare: pricesIn(
      render(<CompareTable tools={[tool]} highlight={false} onRemove={() => {}} />),
    ),
    alternatives: pricesIn(render(<AlternativesTable tool={tool} alternatives={[]} />)),
  };
}

describe("one price truth over every demo tool", () => {
  beforeAll(async () => {
    await i18next.init({
      lng: "en",
      fallbackLng: "en",
      resources: {
        en: { translation: { pricing: pricingEn, pricePlans: pricePlansEn } },
        ar: { translation: { pricing: pricingAr } },
      },
      interpolation: { escapeValue: false },
    });
    // The side card's price is a lazy part: loaded first, as the server renderer does.
    await loadLazyParts();
  });

  for (const currency of CURRENCIES) {
    it(`shows the same lowest price on the card, the tool page, the comparison and the alternatives in ${currency}`, () => {
      setPageCurrency(currency);
      for (const [index, seed] of DEMO_TOOLS.entries()) {
        const tool = demoTool(index);
        const shown = surfaces(tool);
        const price = shown.card[0];
        expect(price, seed.slug).toBeTruthy();
        expect(shown, seed.slug).toEqual({
          card: [price],
          toolPage: [price],
          compare: [price],
          alternatives: [price],
        });
        // A stated price is in the reader's currency (USD shows "$", INR "₹").
        const priced = !tool.freeTier && tool.pricePlans.some((plan) => plan.amount !== null);
        const mark: Record<Currency, string> = { USD: "$", AED: "AED", SAR: "SAR", INR: "₹" };
        if (priced) expect(price, seed.slug).toContain(mark[currency]);
      }
    }, 120_000);
  }

  it("says what the plans say: per-use units, periods, free tier, trial, quote", () => {
    const of = (slug: string, currency: Currency) => {
      setPageCurrency(currency);
      return surfaces(demoTool(DEMO_TOOLS.findIndex((tool) => tool.slug === slug))).card[0];
    };
    expect(of("sada-voice-agent", "AED")).toBe("AED 0.22 per call minute (est.)");
    expect(of("sada-voice-agent", "USD")).toBe("$0.06 per call minute");
    expect(of("lughah-nlp-api", "USD")).toBe("Free tier");
    expect(of("mizan-translate-pro", "INR")).toBe("₹1,056 per 10,000 words (est.)");
    expect(of("tarang-feedback-lens", "USD")).toBe(
      "$0.0057 per response (est.) · 7-day free trial",
    );
    expect(of("qalam-support-desk", "USD")).toBe("From $19 per user/month · 14-day free trial");
    expect(of("leadlantern-sales-chatbot", "AED")).toBe(
      "From AED 290/month (est.) · 14-day free trial",
    );
    expect(of("rahma-patient-assist", "USD")).toBe("Custom quote");
    expect(of("ruh-employee-pulse", "USD")).toBe("Contact for pricing");
  }, 60_000);

  it("isolates the amount in Arabic, so the sentence does not reorder it", async () => {
    await i18next.changeLanguage("ar");
    setPageCurrency("AED");
    const tool = demoTool(DEMO_TOOLS.findIndex((seed) => seed.slug === "sada-voice-agent"));
    const html = render(<ToolCard tool={tool} />);
    expect(html).toMatch(/<bdi>[^<]+<\/bdi> لكل دقيقة مكالمة/);
    await i18next.changeLanguage("en");
  });

  it("covers a demo tool with every kind of plan", () => {
    const billings = new Set(
      Object.values(DEMO_PRICE_PLANS).flatMap((entry) => entry.pricePlans.map((p) => p.billing)),
    );
    expect([...billings].sort()).toEqual(
      ["custom", "monthly", "one_time", "per_seat", "per_usage", "yearly"].sort(),
    );
  });
});
