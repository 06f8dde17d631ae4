import type { ListingFact } from "@app/shared/fact-vocabulary";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { RegionalFit } from "./regional-fit";

// The texts modules add their section to i18next, which these renders do not start: keys show.
vi.mock("@/lib/fact-texts", () => ({}));
vi.mock("../regional-fit-texts", () => ({}));

const fact = (overrides: Partial<ListingFact>): ListingFact => ({
  kind: "hosting",
  value: "saudi",
  evidenceUrl: "https://example.com/trust",
  declaredAt: "2026-01-10T09:00:00.000Z",
  verifiedAt: null,
  ...overrides,
});

describe("Will it work here?", () => {
  it("groups the facts by kind, in the kinds' order, and tells verified from declared in words", () => {
    const html = renderToStaticMarkup(
      <RegionalFit
        facts={[
          fact({ kind: "compliance", value: "saudi-pdpl" }),
          fact({ verifiedAt: "2026-02-01T23:30:00.000Z" }),
          fact({ value: "uae" }),
          fact({ kind: "contentLanguage", value: "ar-gulf" }),
        ]}
      />,
    );
    const kinds = [...html.matchAll(/<dt[^>]*>(.*?)<\/dt>/g)].map((m) => m[1]);
    expect(kinds).toHaveLength(3);
    const groups = html.split("<dt").slice(1);
    // contentLanguage, hosting, compliance: the order of FACT_KINDS.
    expect(groups[0]).toContain('data-fact="contentLanguage:ar-gulf"');
    expect(groups[1]).toContain('data-fact="hosting:saudi"');
    expect(groups[1]).toContain('data-fact="hosting:uae"');
    expect(groups[2]).toContain('data-fact="compliance:saudi-pdpl"');
    expect(html).toContain('<time dateTime="2026-02-01T23:30:00.000Z">');
    expect(html.match(/regionalFit\.verifiedOn/g)).toHaveLength(1);
    expect(html.match(/regionalFit\.declaredOn/g)).toHaveLength(3);
    expect(html.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(4);
  });

  it("says so when the vendor declared nothing", () => {
    const html = renderToStaticMarkup(<RegionalFit facts={[]} />);
    expect(html).toContain("regionalFit.empty");
    expect(html).not.toContain("<dl");
  });
});
