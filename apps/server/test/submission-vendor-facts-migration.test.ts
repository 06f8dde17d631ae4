import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";

const MIGRATION = new URL("../drizzle/0054_submission_vendor_facts.sql", import.meta.url);

/** Migration 0054 on submissions sent before the form asked for the vendor facts. */
describe("migration 0054: a submission's vendor facts", () => {
  it("gives an open revision its listing's facts, and every other submission none", async () => {
    const db = new PGlite();
    await db.exec(`
      create table solutions_catalog (id int primary key, implementation_time jsonb,
        support jsonb, languages_supported text[] not null default '{}');
      create table tool_submissions (id int primary key, status text not null,
        revision_of int references solutions_catalog (id));
      insert into solutions_catalog values
        (1, '{"min":1,"max":2,"unit":"weeks"}', '{"level":"chat","hours":null,"timeZone":null}', '{ar,en}');
      insert into tool_submissions values
        (10, 'pending', 1), (11, 'changes_requested', 1), (12, 'approved', 1), (13, 'pending', null);
    `);
    for (const statement of readFileSync(MIGRATION, "utf8").split("--> statement-breakpoint")) {
      await db.exec(statement);
    }
    const { rows } = await db.query(
      "select id, implementation_time, support, languages_supported from tool_submissions order by id",
    );
    const live = {
      implementation_time: { min: 1, max: 2, unit: "weeks" },
      support: { level: "chat", hours: null, timeZone: null },
      languages_supported: ["ar", "en"],
    };
    const none = { implementation_time: null, support: null, languages_supported: [] };
    expect(rows).toEqual([
      { id: 10, ...live },
      { id: 11, ...live },
      { id: 12, ...none },
      { id: 13, ...none },
    ]);
    await db.close();
    // Starting PGlite takes seconds on a busy machine.
  }, 30_000);
});
