import type { AuditEntry } from "@app/shared/audit";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AuditRecordName } from "./audit-record";

const ID = "1486462e-5b8f-4c1e-9a3d-0c7e2f9b6a10";

function render(entityType: string, record: AuditEntry["record"]) {
  const entry: AuditEntry = {
    id: "7d3c1a52-8e44-4b1f-b2a0-5f6e9d8c7b21",
    action: `${entityType}.test`,
    entityType,
    entityId: ID,
    record,
    actor: null,
    before: null,
    after: null,
    createdAt: "2026-05-01T10:00:00.000000Z",
  };
  return renderToStaticMarkup(
    <MemoryRouter>
      <AuditRecordName entry={entry} />
    </MemoryRouter>,
  );
}

/** The rendered links, each as [href, text]. */
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [
    (m[1] ?? "").replaceAll("&amp;", "&"),
    (m[2] ?? "").replace(/<[^>]+>/g, ""),
  ]);

describe("an audit row's record", () => {
  it("links a submission by its tool's name to the tool's page, its id beside it", () => {
    const html = render("submission", { name: "Qahwa Ledger", toolSlug: "qahwa-ledger" });
    expect(links(html)).toEqual([["/tool/qahwa-ledger", "Qahwa Ledger"]]);
    expect(html).toContain(ID);
  });

  it("links an account by its e-mail to User Management searched for it", () => {
    const html = render("user", { name: "ana@example.com", toolSlug: null });
    expect(links(html)).toEqual([
      ["/dashboard/admin?tab=users&q=ana%40example.com", "ana@example.com"],
    ]);
  });

  it("names a hidden listing without a link", () => {
    const html = render("listing", { name: "Qahwa Ledger", toolSlug: null });
    expect(links(html)).toEqual([]);
    expect(html).toContain("Qahwa Ledger");
    expect(html).toContain(ID);
  });

  it("shows a deleted record's id alone, not linked", () => {
    const html = render("submission", null);
    expect(links(html)).toEqual([]);
    expect(html.replace(/<[^>]+>/g, "")).toBe(ID);
  });
});
