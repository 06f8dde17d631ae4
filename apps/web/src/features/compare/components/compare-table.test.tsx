import type { Tool } from "@app/shared/catalog-schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CompareTable } from "./compare-table";

// The prices' texts load through the app's i18n instance, which this test does not start.
vi.mock("@/features/pricing/texts", () => ({}));
vi.mock("@/lib/vendor-fact-texts", () => ({}));
vi.mock("@/features/pricing/plan-texts", () => ({}));

const tool = (id: string, overrides: Partial<Tool>): Tool => ({
  id,
  slug: id,
  name: `Tool ${id}`,
  category: "Customer Service",
  shortDesc: "A helpdesk.",
  logo: null,
  pricing: null,
  pricingModel: "Monthly Subscription",
  featured: false,
  verified: false,
  builtByProvider: false,
  rating: 0,
  reviewsCount: 0,
  industryTags: [],
  demoUrl: null,
  websiteUrl: null,
  longDescription: null,
  features: [],
  caseStudies: [],
  implementationTime: null,
  support: null,
  freeTrial: false,
  integrations: [],
  targetAudience: null,
  languagesSupported: [],
  pricePlans: [],
  freeTier: false,
  freeTrialDays: null,
  lowestMonthly: null,
  regionalFacts: [],
  createdAt: "2026-05-01T10:00:00.000Z",
  updatedAt: "2026-05-01T10:00:00.000Z",
  translated: [],
  ...overrides,
});

/** Both tools as an Arabic reader gets them: one listing has Arabic features, one English only. */
const tools = [
  tool("arabic", {
    features: ["صندوق وارد مشترك"],
    integrations: ["Slack"],
    translated: ["shortDesc", "features"],
  }),
  tool("english", { features: ["Shared inbox"], integrations: ["Slack"], translated: [] }),
  tool("none", { features: [], translated: [] }),
];

/** The comparison's markup, as the server renders it. */
function renderTable(shown: readonly Tool[]): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CompareTable tools={shown} highlight={false} onRemove={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The features row's cells, in the order of the columns. */
async function featureCells(language: string): Promise<string[]> {
  await i18next.changeLanguage(language);
  const html = renderTable(tools);
  const row = html.match(
    /<tr[^>]*><th[^>]*><span[^>]*>comparePage\.rows\.features<\/span><\/th>(.*?)<\/tr>/,
  )?.[1];
  return [...(row ?? "").matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((match) => match[1] ?? "");
}

describe("the comparison's listing texts", () => {
  beforeAll(async () => {
    await i18next.init({ lng: "ar", fallbackLng: "en", resources: {} });
  });

  it('marks the English features shown on an Arabic page lang="en", and no others', async () => {
    const [arabic, english, none] = await featureCells("ar");
    expect(arabic).toContain("صندوق وارد مشترك");
    expect(arabic).not.toContain('lang="en"');
    expect(english).toContain("Shared inbox");
    expect(english).toMatch(/<ul [^>]*lang="en"/);
    // "Not stated" is the page's own text, in its language.
    expect(none).toContain("comparePage.notStated");
    expect(none).not.toContain('lang="en"');
  });

  it("marks nothing on an English page", async () => {
    const cells = await featureCells("en");
    expect(cells).toHaveLength(3);
    for (const cell of cells) expect(cell).not.toContain("lang=");
  });
});

describe("the comparison on a phone", () => {
  beforeAll(async () => {
    await i18next.init({ lng: "en", fallbackLng: "en", resources: {} });
  });

  it("pages three tools two at a time: the pager controls the table, which starts at the first", () => {
    const html = renderTable(tools);
    const tableId = html.match(/<table id="([^"]+)"/)?.[1];
    expect(tableId).toBeTruthy();
    expect(html).toContain("comparePage.pager.position");
    expect(html.match(/aria-controls="([^"]+)"/g)).toEqual([
      `aria-controls="${tableId}"`,
      `aria-controls="${tableId}"`,
    ]);
    expect(html).toMatch(/<table [^>]*style="--columns:3;--first:0"/);
    // At the first tool, "previous" goes nowhere but keeps the focus.
    expect(html).toMatch(/aria-label="comparePage.pager.previous"[^>]*aria-disabled="true"/);
  });

  it("shows no pager when the two tools fit side by side", () => {
    const html = renderTable(tools.slice(0, 2));
    expect(html).not.toContain("comparePage.pager");
    expect(html).toMatch(/<table [^>]*style="--columns:2;--first:0"/);
  });

  it("isolates each listed item inside a line of the page's direction", () => {
    const html = renderTable(tools);
    // The line keeps the table's direction (so it aligns to its start); the item has its own.
    expect(html).toMatch(/<li><span dir="auto"[^>]*>Shared inbox<\/span><\/li>/);
  });
});
